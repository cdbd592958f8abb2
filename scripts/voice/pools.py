"""What the generated commands talk about, and how they are carried, kept apart per split.

Train (family "a"), dev (family "b") and test (family "c") share no carrier template and no task,
event, note, person, subject or body, so a parser that learned the train wording meets new wording
on dev and test. Placeholders: {t} task, {e} event, {w} time, {n} note, {p}/{q} people,
{s} subject, {b} body.
"""

TASKS = {
    "train": ["call John", "buy milk", "water the plants", "pay the electricity bill", "pick up the kids",
              "take my medicine", "book the dentist", "renew my passport", "feed the cat", "check the oven",
              "call mum back", "take out the trash", "send the invoice", "charge my phone", "pack the gym bag",
              "defrost the chicken", "order printer ink", "return the library books", "text Priya", "file the taxes",
              "walk the dog", "stretch", "buy a birthday card for Kevin", "cancel the gym membership",
              "clean the fridge", "check the mail", "move the car", "back up the laptop", "pay rent",
              "email the landlord"],
    "dev": ["pick up the dry cleaning", "call the plumber", "buy batteries", "submit the expense report",
            "bring the umbrella", "lock the back door", "refill the prescription", "call grandma",
            "order flowers for Olivia", "put the bins out", "book a table for Friday", "check the tire pressure",
            "pay the parking ticket", "buy dog food", "return Mark's drill", "schedule the car service",
            "make a vet appointment", "transfer money to savings", "download the boarding pass",
            "water the tomatoes", "hang the laundry", "sign the permission slip", "call the insurance company",
            "buy stamps", "write to Raj"],
    "test": ["pick up Sophie from school", "buy eggs and flour", "call the electrician", "renew the car insurance",
             "take the chicken out of the freezer", "post the parcel", "pay the water bill", "call Aisha",
             "change the bed sheets", "fix the bike tire", "buy a present for Hannah", "print the tickets",
             "check in for the flight", "empty the dishwasher", "cancel the newspaper", "book a haircut",
             "return the rental car", "collect the prescription", "phone the bank", "clean the gutters",
             "feed the fish", "update my CV", "order new contact lenses", "drop off the keys at Peter's",
             "vacuum the living room", "reply to Ben", "buy coffee beans", "take the vitamins",
             "bring the charger", "book train tickets to Leeds"],
}

EVENTS = {
    "train": ["meeting with Sarah", "dentist appointment", "team standup", "lunch with Tom", "yoga class",
              "parent teacher conference", "project review", "dinner with my parents", "haircut", "call with the bank",
              "piano lesson", "budget meeting", "coffee with David", "doctor's appointment", "book club",
              "one on one with Maria", "football practice", "sprint planning", "interview with the candidate",
              "date night"],
    "dev": ["vet appointment", "catch up with Emma", "quarterly review", "swimming lesson", "brunch with Lisa",
            "design workshop", "physio session", "board meeting", "drinks with Carlos", "school play",
            "call with the accountant", "guitar lesson", "onboarding session", "eye test", "climbing with Raj",
            "client demo"],
    "test": ["sales call with Acme", "lunch with Grace", "parents evening", "tennis with Luca", "dentist checkup",
             "all hands meeting", "Spanish class", "coffee with Daniel", "team offsite", "car service",
             "pottery class", "interview with Hannah", "retro with the team", "birthday party for Ben",
             "call with the lawyer", "running club", "planning session", "movie night with Sophie"],
}

NOTES = {
    "train": ["the wifi password is on the fridge", "buy more coffee filters", "ideas for the birthday party",
              "the plumber charges 80 euros an hour", "parking spot is level 3 row B", "gift idea for dad a new wallet",
              "the meeting room code is 4411", "ask about the invoice", "book title The Overstory",
              "Kevin's new phone number ends in 42", "the car needs an oil change soon", "try the Thai place on Main Street",
              "the blue folder has the contracts", "my shoe size is 43", "the garage door code is 1987",
              "movie recommendation Arrival", "the printer is out of cyan", "pizza dough needs 24 hours"],
    "dev": ["the spare key is under the blue pot", "Olivia likes white roses", "the boiler was serviced in March",
            "project name idea Lighthouse", "the train leaves from platform 9", "Raj recommended the book Dune",
            "the fence needs painting", "passport expires next June", "the dog's microchip number is in the drawer",
            "order more printer paper", "the gym opens at 6 on weekdays", "Emma's flat is number 12",
            "the recipe needs two cups of rice", "check the warranty on the washing machine"],
    "test": ["the locker combination is 3 7 19", "Grace prefers tea to coffee", "the landlord's name is Mr Patel",
             "podcast to try Hardcore History", "the heater filter is size 20 by 25", "Ben is allergic to peanuts",
             "the bike lock code is 5512", "trip idea Lisbon in May", "the router is in the hallway cupboard",
             "Daniel's birthday is on the 14th", "the new password hint is my first car", "buy light bulbs for the porch",
             "the cat's vet is Doctor Evans", "Luca owes me twenty dollars", "the library closes at 8 on Fridays",
             "write a thank you card to Hannah"],
}

PEOPLE = {
    "train": ["John", "Anna", "Sarah", "Tom", "Maria", "David", "Priya", "Kevin"],
    "dev": ["Lisa", "Mark", "Olivia", "Raj", "Emma", "Carlos"],
    "test": ["Sophie", "Daniel", "Aisha", "Peter", "Grace", "Luca", "Hannah", "Ben"],
}

SUBJECTS = {
    "train": ["the invoice", "dinner on friday", "the project deadline", "the holiday photos", "next week",
              "the budget", "the team lunch", "the contract"],
    "dev": ["the car repair", "the offsite agenda", "Saturday's match", "the new kitchen", "the quarterly numbers",
            "the school trip"],
    "test": ["the flight booking", "the conference talk", "the rent increase", "the wedding plans", "the hiring plan",
             "the garden party", "the survey results"],
}

BODIES = {
    "train": ["I will be late today", "the report is ready", "can we move our call", "thanks for the help",
              "see you tomorrow", "I left the keys at reception", "the meeting is cancelled", "please send me the slides"],
    "dev": ["I'm running ten minutes behind", "the package arrived", "lunch is on me this time",
            "could you review my draft", "the kids are with me tonight", "happy birthday"],
    "test": ["I'll call you after work", "the tickets are booked", "don't forget the cake", "I can't make it on Thursday",
             "the files are in the shared folder", "good luck with the exam", "let's meet at the station"],
}

# Spoken addresses: (as said, normalised).
ADDRESSES = {
    "train": ["john dot smith at gmail dot com", "anna at example dot org", "tom underscore baker at outlook dot com",
              "maria dot lopez at company dot com", "kevin at work dot co dot uk", "priya dot n at yahoo dot com"],
    "dev": ["lisa dot wong at gmail dot com", "mark at homemail dot net", "olivia dash jones at school dot edu",
            "raj dot patel at firm dot co dot uk", "emma underscore k at example dot com"],
    "test": ["sophie dot martin at gmail dot com", "d dot cohen at bigcorp dot com", "aisha at studio dot io",
             "peter underscore lee at outlook dot com", "grace dot kim at uni dot ac dot uk", "ben at smallshop dot org"],
}

REMINDER_TEMPLATES = {
    "a": ["remind me to {t} {w}", "remind me {w} to {t}", "set a reminder to {t} {w}", "set a reminder for {w} to {t}",
          "reminder to {t} {w}", "can you remind me to {t} {w}", "please remind me {w} to {t}",
          "add a reminder to {t} {w}", "create a reminder to {t} {w}", "remind me to {t}"],
    "b": ["don't let me forget to {t} {w}", "I need a reminder to {t} {w}", "{w} remind me to {t}",
          "ping me {w} to {t}", "could you remind me to {t} {w}", "make sure I {t} {w}",
          "remind me that I need to {t} {w}", "I want to be reminded to {t} {w}", "don't let me forget to {t}"],
    "c": ["give me a reminder {w} to {t}", "I'd like a reminder to {t} {w}", "{w}, remind me to {t}",
          "alert me {w} to {t}", "remind me {w} that I have to {t}", "would you remind me to {t} {w}",
          "set me a reminder {w}: {t}", "can you make sure I remember to {t} {w}", "I have to {t} {w}, remind me",
          "help me remember to {t}"],
}

EVENT_TEMPLATES = {
    "a": ["schedule {e} {w}", "add {e} to my calendar {w}", "put {e} in my calendar {w}", "create an event {e} {w}",
          "new calendar event {e} {w}", "book {e} {w}", "add an event called {e} {w}", "schedule {e}"],
    "b": ["put {e} on my calendar {w}", "I've got {e} {w}, add it to my calendar", "block out time for {e} {w}",
          "calendar: {e} {w}", "could you schedule {e} {w}", "set up {e} {w}", "pencil in {e} {w}",
          "add {e} {w} to the calendar"],
    "c": ["can you put {e} in the diary {w}", "I have {e} {w}, put it in the calendar", "make a calendar entry for {e} {w}",
          "{w} I have {e}, please add it to my calendar", "please schedule {e} {w}", "add {e} to my schedule {w}",
          "create a calendar event for {e} {w}", "save {e} {w} in my calendar"],
}

NOTE_TEMPLATES = {
    "a": ["take a note {n}", "note {n}", "write down {n}", "make a note that {n}", "create a note {n}", "new note {n}",
          "add a note: {n}", "save a note saying {n}"],
    "b": ["jot down {n}", "jot this down: {n}", "please note that {n}", "could you write down that {n}",
          "make a note: {n}", "put this in my notes: {n}", "note to self {n}"],
    "c": ["take this down: {n}", "I want to note that {n}", "add to my notes {n}", "new note saying {n}",
          "can you make a note that {n}", "write this down for me: {n}", "save this as a note: {n}",
          "scribble down {n}"],
}

READ_TEMPLATES = {
    "a": ["read my emails", "check my inbox", "any new mail", "read the latest email from {p}", "any emails from {p}",
          "read me the mail from {p}", "do I have new emails", "what did {p} email me", "read my unread email"],
    "b": ["anything new in my inbox", "what's in my inbox", "did {p} email me", "read out my unread emails",
          "have I got any mail from {p}", "open my latest email", "go through my email",
          "is there anything from {p} in my inbox"],
    "c": ["check if {p} wrote to me", "any mail today", "read me my most recent email", "what did {p} send me by email",
          "let me hear my new emails", "are there any unread emails", "check my email for messages from {p}",
          "has {p} replied to my email"],
}

SEND_TEMPLATES = {
    "a": ["send an email to {p} saying {b}", "email {p} saying {b}", "email {p} about {s}", "send {p} an email about {s}",
          "write an email to {p} about {s}", "send an email to {p} with subject {s} and say {b}",
          "email {p} and {q} saying {b}", "send an email to {p}"],
    "b": ["shoot {p} a quick email saying {b}", "drop {p} a line saying {b}", "email {p}, the subject is {s}",
          "send a mail to {p} titled {s}", "write to {p} by email: {b}", "send {p} an email with the subject {s} saying {b}",
          "could you email {p} and {q} that {b}", "tell {p} by email {b}"],
    "c": ["compose an email to {p} saying {b}", "fire off an email to {p} about {s}", "mail {p} that {b}",
          "send an email to {p}, subject {s}, message {b}", "please email {p}: {b}", "new email to {p}, subject {s}",
          "let {p} know by email that {b}", "write {p} and {q} an email saying {b}"],
}
