import Foundation
import HearthVoice
import Testing

/// The drafter copies slots out of commands; no model involved.
struct SlotDrafterTests {
    let resolver = TimeResolver(reference: ISO8601DateFormatter().date(from: "2026-11-23T10:00:00+01:00")!,
                                timeZone: TimeZone(identifier: "Europe/Berlin")!)
    let drafter = SlotDrafter()

    /// Checks each command's title and time point as drafted for one intent.
    func expectDrafts(_ cases: [(text: String, title: String, time: String?)], intent: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        for (text, title, time) in cases {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.slots["title"] == title, "\(text)", sourceLocation: sourceLocation)
            #expect(draft.slots["datetime_point"] == time, "\(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func remindersLoseTheirCarrierAndTimeWords() {
        let cases: [(String, String, String?)] = [
            ("remind me tomorrow at 7 to call John", "call John", "2026-11-24T07:00:00+01:00"),
            ("could you ping me in two hours to move the laundry", "move the laundry", "2026-11-23T12:00:00+01:00"),
            ("tomorrow morning I have to drop the car off, remind me please", "drop the car off", "2026-11-24T09:00:00+01:00"),
            ("remind me about the parking permit on the 1st", "the parking permit", "2026-12-01T09:00:00+01:00"),
            ("remind me to water the plants", "water the plants", nil),
            ("remind me to call mom tomorrow at 5 p m", "call mom", "2026-11-24T17:00:00+01:00"),
        ]
        for (text, title, time) in cases {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["title"] == title, "\(text)")
            #expect(draft.slots["datetime_point"] == time, "\(text)")
        }
    }

    @Test func titlesLoseCorrectionsOpenersAndWhatFollowsTheName() {
        let cases: [(String, String, String)] = [
            ("add a standup every... sorry, just tomorrow at 9:15", "create_event", "a standup"),
            ("please add a recurring... no, just a yoga session tomorrow evening", "create_event", "a yoga session"),
            ("book me in for a massage on sunday at 3 pm", "create_event", "a massage"),
            ("create an appointment with the vet on the 22nd at 4:30 pm", "create_event", "an appointment with the vet"),
            ("make an appointment for the optician on monday at 9:45", "create_event", "the optician"),
            ("the kids' sports day is on friday at 9 am, add it to the family calendar", "create_event", "the kids' sports day"),
            ("I had retro with the team sunday night, put it in the calendar", "create_event", "retro with the team"),
            ("and the recital on saturday from 4 to 6 pm", "create_event", "the recital"),
            ("this afternoon I have all hands meeting. Please make it to my calendar", "create_event", "all hands meeting"),
            ("remind me to thaw the salmon, say, in forty minutes", "add_reminder", "thaw the salmon"),
            ("remind me to call Dr. Patel tomorrow at 10", "add_reminder", "call Dr. Patel"),
            ("remind me to book the table for Mr. Jones, please, at 6 pm", "add_reminder", "book the table for Mr. Jones"),
        ]
        for (text, intent, title) in cases {
            #expect(drafter.draft(text, intent: intent, resolver: resolver).slots["title"] == title, "\(text)")
        }
    }

    @Test func aReminderWithOnlyALengthIsForThatLongFromNow() {
        let pasta = drafter.draft("remind 20 minutes check pasta", intent: "add_reminder", resolver: resolver)
        #expect(pasta.slots["title"] == "check pasta")
        #expect(pasta.slots["datetime_point"] == "2026-11-23T10:20:00+01:00")
        #expect(pasta.timeDoubt)
        #expect(drafter.draft("remind me to stretch for ten minutes", intent: "add_reminder", resolver: resolver).slots["datetime_point"] == nil)
    }

    @Test func eventsKeepRangesAndDurations() {
        let range = drafter.draft("put the conference in my calendar from 9 to 5 on the 2nd of december", intent: "create_event", resolver: resolver)
        #expect(range.slots["title"] == "the conference")
        #expect(range.slots["datetime_range"] == "2026-12-02T09:00:00+01:00/2026-12-02T17:00:00+01:00")
        let timed = drafter.draft("new calendar event doctor's appointment for one hour at 12pm", intent: "create_event", resolver: resolver)
        #expect(timed.slots["title"] == "doctor's appointment")
        #expect(timed.slots["duration_min"] == "60")
        #expect(timed.slots["datetime_range"] == "2026-11-23T12:00:00+01:00/2026-11-23T13:00:00+01:00")
    }

    @Test func aDurationAfterADayThatAlsoSaysForIsKept() {
        let draft = drafter.draft("put the annual review on my calendar for the 14th at 10 am for an hour", intent: "create_event", resolver: resolver)
        #expect(draft.slots == ["title": "the annual review", "duration_min": "60",
                                "datetime_range": "2026-12-14T10:00:00+01:00/2026-12-14T11:00:00+01:00"])
        let quarters = drafter.draft("in three quarters of an hour remind me to take my medicine", intent: "add_reminder", resolver: resolver)
        #expect(quarters.slots["datetime_point"] == "2026-11-23T10:45:00+01:00")
    }

    @Test func aBareNumberToAnHourWithAmOrPmIsAnInterval() {
        // "from 5 to 6 pm" is 17:00-18:00, not "five to six" (17:55) from then on.
        let draft = drafter.draft("put the vet appointment in my calendar on friday from 5 to 6 pm", intent: "create_event", resolver: resolver)
        #expect(draft.slots["datetime_range"] == "2026-11-27T17:00:00+01:00/2026-11-27T18:00:00+01:00")
        #expect(draft.slots["title"] == "the vet appointment")
        #expect(resolver.value(of: "ten to six").start == ISO8601DateFormatter().date(from: "2026-11-23T17:50:00+01:00"))
    }

    @Test func notesKeepEveryWordOfWhatWasSaid() {
        #expect(drafter.draft("make a note that the meeting room code is 4411", intent: "create_note", resolver: resolver).slots["title"] == "the meeting room code is 4411")
        #expect(drafter.draft("jot this down: the gate code is 4411", intent: "create_note", resolver: resolver).slots["title"] == "the gate code is 4411")
    }

    @Test func emailsFindRecipientsSubjectsAndBodies() {
        let plain = drafter.draft("email John and Anna saying the meeting is cancelled", intent: "send_email", resolver: resolver)
        #expect(plain.slots == ["email_to": "John,Anna", "email_body": "the meeting is cancelled"])
        let subject = drafter.draft("send Raj an email with the subject Saturday's match saying could you review my draft", intent: "send_email", resolver: resolver)
        #expect(subject.slots == ["email_to": "Raj", "email_subject": "Saturday's match", "email_body": "could you review my draft"])
        let spoken = drafter.draft("email olivia dash jones at school dot edu, the subject is the quarterly numbers", intent: "send_email", resolver: resolver)
        #expect(spoken.slots == ["email_to": "olivia-jones@school.edu", "email_subject": "the quarterly numbers"])
        let missing = drafter.draft("send an email", intent: "send_email", resolver: resolver)
        #expect(missing.missingRequired)
    }

    @Test func emailsToTheSomeoneAndMessagesAfterASubject() {
        let landlord = drafter.draft("email the landlord about the leaking tap", intent: "send_email", resolver: resolver)
        #expect(landlord.slots["email_to"] == "the landlord" && landlord.slots["email_subject"] == "the leaking tap")
        let plans = drafter.draft("write to Keiko, subject weekend plans, shall we go hiking on sunday", intent: "send_email", resolver: resolver)
        #expect(plans.slots["email_subject"] == "weekend plans" && plans.slots["email_body"] == "shall we go hiking on sunday")
        let quote = drafter.draft("compose an email to Marta about the quote, tell her it looks good", intent: "send_email", resolver: resolver)
        #expect(quote.slots["email_subject"] == "the quote" && quote.slots["email_body"] == "it looks good")
        let contract = drafter.draft("fire off an email to Leila, I've sent the contract", intent: "send_email", resolver: resolver)
        #expect(contract.slots["email_to"] == "Leila" && contract.slots["email_body"] == "I've sent the contract")
        let farm = drafter.draft("email eggs at greenfield dash farm dot com saying the delivery is late", intent: "send_email", resolver: resolver)
        #expect(farm.slots["email_to"] == "eggs@greenfield-farm.com" && farm.slots["email_body"] == "the delivery is late")
        let portugal = drafter.draft("email ines dot rocha at sapo dot pt saying see you on wednesday", intent: "send_email", resolver: resolver)
        #expect(portugal.slots["email_to"] == "ines.rocha@sapo.pt" && portugal.slots["email_body"] == "see you on wednesday")
    }

    @Test func readEmailFindsTheSender() {
        #expect(drafter.draft("is there anything from Raj in my inbox", intent: "read_email", resolver: resolver).slots["email_from"] == "Raj")
        #expect(drafter.draft("did emma underscore k at example dot com email me", intent: "read_email", resolver: resolver).slots["email_from"] == "emma_k@example.com")
        #expect(drafter.draft("read my mail please", intent: "read_email", resolver: resolver).slots.isEmpty)
        #expect(drafter.draft("read me the last email Nadia sent", intent: "read_email", resolver: resolver).slots["email_from"] == "Nadia")
        #expect(drafter.draft("what did peter underscore lee at outlook dot com send me by email", intent: "read_email", resolver: resolver).slots["email_from"] == "peter_lee@outlook.com")
        #expect(drafter.draft("show me the message that the landlord wrote", intent: "read_email", resolver: resolver).slots["email_from"] == "the landlord")
    }

    @Test func leadInsTheCarrierListsDoNotKnowAreCut() {
        // A carrier word in the first words, then "to"/"that"/a colon: what follows is the slot.
        let reminders: [(String, String)] = [
            ("help me remember to fix the bike tire", "fix the bike tire"),
            ("gentle nudge at quarter past three to stretch my legs please", "stretch my legs"),
            ("I'm flying early, remind me tomorrow at six am to grab my passport", "grab my passport"),
            ("memo to future me: tomorrow at 8:30 am bring the signed lease", "bring the signed lease"),
            ("okay so tomorrow around six I need to swing by the pharmacy, can you remind me", "swing by the pharmacy"),
            ("remind me to tell Anna to remember the keys", "tell Anna to remember the keys"),
        ]
        for (text, title) in reminders {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).slots["title"] == title, "\(text)")
        }
        let notes: [(String, String)] = [
            ("I want to note that Grace prefers tea to coffee", "Grace prefers tea to coffee"),
            ("capture a note: book idea about a lighthouse keeper", "book idea about a lighthouse keeper"),
            ("make a note of this, the boiler code is E119", "the boiler code is E119"),
            ("note to self the fence needs painting", "the fence needs painting"),
            ("add to my notes Ben is allergic to peanuts", "Ben is allergic to peanuts"),
            ("new note: words I keep misspelling, necessary, accommodate", "words I keep misspelling, necessary, accommodate"),
        ]
        for (text, title) in notes {
            #expect(drafter.draft(text, intent: "create_note", resolver: resolver).slots["title"] == title, "\(text)")
        }
        #expect(drafter.draft("set a calendar event for the book launch the day after tomorrow at 7 pm", intent: "create_event", resolver: resolver)
            .slots["title"] == "the book launch")
        #expect(drafter.draft("I'd like to schedule a video call with the Berlin team on wednesday between 2 and 3", intent: "create_event", resolver: resolver)
            .slots["title"] == "a video call with the Berlin team")
    }

    @Test func aPartOfTheDayAfterANounIsPartOfTheName() {
        let dinner = drafter.draft("add the team dinner on friday at seven thirty pm to my calendar", intent: "create_event", resolver: resolver)
        #expect(dinner.slots == ["title": "the team dinner", "datetime_point": "2026-11-27T19:30:00+01:00"])
        let movie = drafter.draft("add movie night friday at 9 pm", intent: "create_event", resolver: resolver)
        #expect(movie.slots == ["title": "movie night", "datetime_point": "2026-11-27T21:00:00+01:00"])
        // After a word that introduces a time, it is the time.
        #expect(drafter.draft("remind me tomorrow evening to call Raj", intent: "add_reminder", resolver: resolver).slots["datetime_point"]
            == "2026-11-24T19:00:00+01:00")
    }

    @Test func emailSubjectsEndAtTheirMessageAndSendersAreFoundInQuestions() {
        let draft = drafter.draft("send an email to Daniel, subject the conference talk, message I can't make it on Thursday", intent: "send_email", resolver: resolver)
        #expect(draft.slots == ["email_to": "Daniel", "email_subject": "the conference talk", "email_body": "I can't make it on Thursday"])
        let pair = drafter.draft("write Grace and Daniel an email saying I can't make it on Thursday", intent: "send_email", resolver: resolver)
        #expect(pair.slots == ["email_to": "Grace,Daniel", "email_body": "I can't make it on Thursday"])
        for (text, sender) in [("check if Grace wrote to me", "Grace"), ("has Daniel replied to my email", "Daniel"),
                               ("read Daniel's last email to me", "Daniel"), ("has d dot cohen at bigcorp dot com replied to my email", "d.cohen@bigcorp.com")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == sender, "\(text)")
        }
        #expect(drafter.draft("has anyone replied to my email", intent: "read_email", resolver: resolver).slots.isEmpty)
    }

    @Test func aTimeThatCannotBeMeantIsNotOfferedAsOne() {
        // The reference is Monday 23 November 2026, 10:00.
        let past = drafter.draft("remind me this morning at 8 to take my pills", intent: "add_reminder", resolver: resolver)
        #expect(past.slots["datetime_point"] == nil)
        #expect(past.unresolvedTime?.contains("in the past") == true)
        let year = drafter.draft("added appointment on October 13th, 1845 to the calendar", intent: "create_event", resolver: resolver)
        #expect(year.slots["datetime_point"] == nil && year.unresolvedTime != nil)
        // "at 4:30" heard as "at 4.8" and read as 8 April 2027, a Thursday: said one weekday, resolved to another.
        let clash = drafter.draft("remind me to call the insurance company this coming wednesday at 4.8", intent: "add_reminder", resolver: resolver)
        #expect(clash.mustConfirm?.contains("wednesday") == true)
        let plain = drafter.draft("remind me on wednesday at 5 to call the bank", intent: "add_reminder", resolver: resolver)
        #expect(plain.mustConfirm == nil && plain.slots["datetime_point"] == "2026-11-25T17:00:00+01:00")
        // A weekday and a day that only meet months ahead: the weekday was likely misremembered.
        let far = drafter.draft("remind me on friday the 2nd to call the bank", intent: "add_reminder", resolver: resolver)
        #expect(far.slots["datetime_point"] == "2027-04-02T09:00:00+02:00")
        #expect(far.mustConfirm?.contains("more than a month ahead") == true)
        for text in ["remind me on friday the 27th to call the bank", "remind me on friday december 18th to call the bank",
                     "remind me next friday to call the bank"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm == nil, "\(text)")
        }
    }

    @Test func aTitleThatIsAllThatWasSaidIsMarked() {
        #expect(drafter.draft("we wrote the note on the fridge", intent: "create_note", resolver: resolver).bareTitle)
        #expect(!drafter.draft("note: the fridge needs cleaning", intent: "create_note", resolver: resolver).bareTitle)
        #expect(drafter.draft("dentist tomorrow at 5", intent: "create_event", resolver: resolver).bareTitle)
        #expect(!drafter.draft("put the dentist in my calendar tomorrow at 5", intent: "create_event", resolver: resolver).bareTitle)
        // The "for" a time leaves behind is not a carrier word.
        #expect(drafter.draft("Order a taxi for 8 pm.", intent: "add_reminder", resolver: resolver).bareTitle)
        #expect(!drafter.draft("remind me to order a taxi for 8 pm", intent: "add_reminder", resolver: resolver).bareTitle)
    }

    @Test func readingMailNeedsMailToBeSaid() {
        #expect(drafter.draft("read my last note back to me", intent: "read_email", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("do I have anything on tomorrow morning", intent: "read_email", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("what's new in my inbox", intent: "read_email", resolver: resolver).mustConfirm == nil)
        #expect(drafter.draft("did Tobias get back to me", intent: "read_email", resolver: resolver).mustConfirm == nil)
    }

    @Test func anOrganisationSendsUnderItsWholeName() {
        #expect(drafter.draft("show me emails from the electricity company", intent: "read_email",
                              resolver: resolver).slots["email_from"] == "the electricity company")
        #expect(drafter.draft("has the water board replied", intent: "read_email", resolver: resolver).slots["email_from"] == "the water board")
        #expect(drafter.draft("any emails from the school today", intent: "read_email", resolver: resolver).slots["email_from"] == "the school")
        #expect(drafter.draft("anything from Lucian this week", intent: "read_email", resolver: resolver).slots["email_from"] == "Lucian")
        // "The" and two words, unless the second says when or what about.
        for (text, sender) in [("anything from the residents association", "the residents association"),
                               ("any emails from the bank about the loan", "the bank"), ("anything from the gym this week", "the gym"),
                               ("read me the email from the parish council", "the parish council"),
                               ("has the tennis club replied", "the tennis club"), ("did the school email me", "the school")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == sender, "\(text)")
        }
    }

    @Test func aNameNotTakenAsTheSenderIsAskedAbout() {
        #expect(drafter.draft("did Borys ever reply to my email", intent: "read_email", resolver: resolver).slots["email_from"] == "Borys")
        #expect(drafter.draft("read me everything in my inbox from today", intent: "read_email", resolver: resolver).slots["email_from"] == nil)
        let back = drafter.draft("did Leontyne write back", intent: "read_email", resolver: resolver)
        #expect(back.slots["email_from"] == "Leontyne")
        #expect(back.mustConfirm == nil)
        let held = drafter.draft("read me the emails about the Henderson project", intent: "read_email", resolver: resolver)
        #expect(held.slots["email_from"] == nil)
        #expect(held.mustConfirm?.contains("\"Henderson\" may be who the mail is from") == true)
        for text in ["read my emails from Monday", "any emails since I got back", "read me my new mail, OK", "what mail came in on Friday"] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).mustConfirm == nil, "\(text)")
        }
    }

    @Test func askingToChangeWhatIsThereIsTold() {
        for text in ["move my 3 pm meeting to 4", "cancel the reminder for tomorrow", "clear my calendar for next week",
                     "mark every email from the school as read", "archive all emails from the gym", "please delete my messages from Bram",
                     "move this email to spam", "unsubscribe from all emails from the garden centre", "reschedule my dentist appointment",
                     "move the sprint review to monday", "push choir practice back to 8", "push the quarterly review back an hour",
                     "move brunch with Rosamund to noon", "postpone the team lunch to next week", "bin all the mail from the tennis club"] {
            #expect(SlotDrafter.asksToChange(text), "\(text)")
        }
        // Mark the person is not "mark" the verb, and adding or reading is not changing.
        for text in ["is there anything from Mark in my inbox", "has Mark emailed me", "mark's latest email please",
                     "remind me to cancel the gym trial", "move the car tomorrow at 8, remind me", "note that the clear glass goes in the blue bin",
                     "Mark email happy birthday", "cancel the gym trial on friday", "change the sheets on sunday", "clear the gutters on saturday",
                     "cancel the newspaper, set a reminder for the 1st", "move the car to the garage at 8",
                     "bring the bins in at 7 tonight", "push the pram to the park tomorrow"] {
            #expect(!SlotDrafter.asksToChange(text), "\(text)")
        }
        // Said later in a request to read: never run as reading.
        #expect(drafter.draft("the school's emails, mark them as read", intent: "read_email", resolver: resolver).mustConfirm != nil)
        for text in ["is there anything from Mark in my inbox", "has Mark emailed me", "mark's latest email please"] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).mustConfirm == nil, "\(text)")
        }
    }

    @Test func askingWhatIsThereIsTold() {
        for text in ["what's on my calendar tomorrow afternoon", "when is my next meeting", "do I have anything on friday morning",
                     "how many reminders have I got this week", "what did I note about the boiler", "am I free on thursday at 3",
                     "what's on my schedule today", "is there a meeting tomorrow", "read me the note about the loft",
                     "can you read back my reminders for today"] {
            #expect(SlotDrafter.asksWhatIsThere(text), "\(text)")
            #expect(SlotDrafter.refusal(text)?.contains("not yet look up") == true, "\(text)")
        }
        // Questions about mail are read; a question that also asks for something is a command.
        for text in ["did Noor reply to my email", "have I got any new messages", "when is my dentist appointment, remind me the day before",
                     "what about lunch with Noor on friday at 1", "can you tell me to schedule the boiler service",
                     "do put the school play in my calendar for thursday", "is it ok to add choir on tuesday at 7",
                     "note that the meeting room code is 4411", "remind me what's on my calendar at 8 am",
                     "read me the email about the calendar invite"] {
            #expect(!SlotDrafter.asksWhatIsThere(text), "\(text)")
        }
        // A question about mail that reading it does not answer.
        for text in ["how many emails are in my inbox", "when did Marit last email me", "who sent me the most emails this year"] {
            #expect(SlotDrafter.refusal(text)?.contains("not yet count it") == true, "\(text)")
        }
        for text in ["any emails from Noor", "did Noor reply to my email", "have I got any new mail", "who emailed me today"] {
            #expect(!SlotDrafter.countsMail(text), "\(text)")
        }
        // A list Hearth does not keep.
        for text in ["add eggs to the shopping list", "could you put sun cream on my packing list", "add call the bank to my to-do list"] {
            #expect(SlotDrafter.refusal(text)?.contains("not keep lists") == true, "\(text)")
        }
        for text in ["remind me to add eggs to the shopping list", "note that the shopping list is on the fridge",
                     "add the list deadline to my calendar for friday"] {
            #expect(!SlotDrafter.asksToKeepAList(text), "\(text)")
        }
        #expect(SlotDrafter.refusal("remind me to call Noor at 5") == nil)
        #expect(SlotDrafter.refusal("cancel the reminder for tomorrow")?.contains("not move, change or delete") == true)
        #expect(SlotDrafter.refusal("archive everything from the estate agent")?.contains("not move, change or delete") == true)
        #expect(SlotDrafter.refusal("Move the staff party to the 19th.")?.contains("not move, change or delete") == true)
        #expect(SlotDrafter.refusal("read everything from the estate agent") == nil)
    }

    /// A question whether mail has come is about mail even without a mail word; questions about
    /// other things that came, or came from somewhere, are not.
    @Test func askingWhetherMailCameIsAboutMail() {
        for text in ["has Amaia replied yet", "has the plumber sent his invoice", "did the council reply to my complaint",
                     "did anything come from Aurelio today", "has anything come in from the letting agent", "anything from the bank this week",
                     "is there anything from the garage?", "anything from the council about the bins", "has Stavros emailed",
                     "what emails did I get this morning", "go through today's emails with me", "did Noor send me the photos"] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
        }
        for text in ["has the parcel arrived", "did the kids come home", "has Anna come back from holiday", "did you send that",
                     "anything from the menu you'd recommend", "anything from Ikea in the sale", "has it stopped raining",
                     "did I lock the back door", "remind me to ask if Noor has replied", "has the parcel been sent", "what's on my calendar tomorrow"] {
            #expect(!SlotDrafter.asksForMail(text), "\(text)")
        }
    }

    @Test func aNoteOrABlockNamesWhatFollows() {
        #expect(drafter.draft("create a note with the text bring extension lead to the fair", intent: "create_note",
                              resolver: resolver).slots["title"] == "bring extension lead to the fair")
        #expect(drafter.draft("new note that reads the spare key is with Lotte", intent: "create_note",
                              resolver: resolver).slots["title"] == "the spare key is with Lotte")
        let block = drafter.draft("book a three hour block tomorrow at 9 am for the garden clearance", intent: "create_event", resolver: resolver)
        #expect(block.slots["title"] == "the garden clearance")
        #expect(block.slots["duration_min"] == "180")
    }

    @Test func aRequestAfterTheCommaIsNotTheTitle() {
        // "… , remind me" is the request, not what to be reminded of; the lead-in before it is.
        let bins = drafter.draft("I always forget the bins, remind me at 7 pm", intent: "add_reminder", resolver: resolver)
        #expect(bins.slots["title"] == "the bins")
        #expect(bins.slots["datetime_point"] != nil)
        #expect(drafter.draft("I keep forgetting my gym pass, could you remind me tomorrow", intent: "add_reminder",
                              resolver: resolver).slots["title"] == "my gym pass")
        // A comma before a request that goes on still closes the lead-in.
        #expect(drafter.draft("I keep forgetting this, remind me at 6 to water the ferns", intent: "add_reminder",
                              resolver: resolver).slots["title"] == "water the ferns")
    }

    @Test func aHolidayBeforeANounNamesTheThing() {
        let market = drafter.draft("add the Easter fair on april 2nd at 11 am", intent: "create_event", resolver: resolver)
        #expect(market.slots["title"] == "the Easter fair")
        #expect(market.slots["datetime_point"]?.hasPrefix("2027-04-02T11:00") == true)
        // Alone, or before more time words, it is still the day.
        #expect(drafter.draft("remind me on christmas eve to wrap the presents", intent: "add_reminder",
                              resolver: resolver).slots["datetime_point"]?.contains("-12-24T") == true)
    }

    /// The title the drafter gives `text` as an event.
    func eventTitle(_ text: String) -> String? { drafter.draft(text, intent: "create_event", resolver: resolver).slots["title"] }

    @Test func aLengthSaidBeforeTheNameLeavesNoOf() {
        let practice = drafter.draft("add two hours of choir practice on saturday at 10 am", intent: "create_event", resolver: resolver)
        #expect(practice.slots["title"] == "choir practice")
        #expect(practice.slots["duration_min"] == "120")
        #expect(eventTitle("schedule half an hour of stretching tomorrow at 7 am") == "stretching")
        // Without a length, "of" stays where it was said.
        #expect(eventTitle("add the feast of St John on friday at 6 pm") == "the feast of St John")
    }

    @Test func aVisitorComingIsTheEvent() {
        #expect(eventTitle("the piano tuner is coming on the 4th at 8:30 am, put it in my calendar") == "the piano tuner")
        #expect(eventTitle("we've got the gas engineer coming round on friday at 9 am") == "the gas engineer")
        #expect(eventTitle("the window cleaners arrive on friday at 9 am, put it in my calendar") == "the window cleaners")
        #expect(eventTitle("Granny is arriving on saturday at noon") == "Granny")
        #expect(eventTitle("the removals men are popping round on monday at 4 pm") == "the removals men")
        // Not inside a name.
        #expect(eventTitle("add the coming out party on friday at 8 pm") == "the coming out party")
    }

    @Test func aNameThatLooksCutIsConfirmed() {
        let cut = drafter.draft("the recital begins on the 9th at 7 pm, put it in my calendar", intent: "create_event", resolver: resolver)
        #expect(cut.slots["title"] == "the recital begins")
        #expect(cut.mustConfirm?.contains("cut in the wrong place") == true, "\(cut.mustConfirm ?? "nil")")
        #expect(SlotDrafter.cutEdge("of piano practice", intent: "create_event") == "opens with \"of\"")
        #expect(SlotDrafter.cutEdge("the kitchen fitter in", intent: "create_event") == "ends with \"in\"")
        #expect(SlotDrafter.cutEdge("pottery class, that", intent: "create_event") == "ends with \"that\"")
        // A particle written with a capital after another capitalised word ends a place's name.
        #expect(SlotDrafter.cutEdge("lunch with Kuartei at the Drop Off", intent: "create_event") == nil)
        #expect(SlotDrafter.cutEdge("lunch with Kuartei at the drop off", intent: "create_event") == "ends with \"off\"")
        // A task may end in a particle or a verb; a name in a hyphenated word.
        for (title, intent) in [("take the washing in", "add_reminder"), ("ring Anselm back", "add_reminder"),
                                ("the plumber is coming", "add_reminder"), ("a dentist check-up", "create_event"), ("lunch with Zenobia", "create_event")] {
            #expect(SlotDrafter.cutEdge(title, intent: intent) == nil, "\(title)")
        }
        #expect(drafter.draft("remind me to take the washing in at 4 pm", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        #expect(SlotDrafter.cutEdge("pay the car tax, I keep forgetting", intent: "add_reminder") == "runs on past a comma into \"I keep forgetting\"")
        // A list after a comma is no aside, but a reminder's name with a comma in it is rare enough to ask about.
        #expect(SlotDrafter.cutEdge("presents, a scarf for Bronwen and a book for Demelza", intent: "add_reminder") == "runs on past a comma")
        // A note is held when it opens like a lead-in, never for how it ends.
        #expect(SlotDrafter.cutEdge("saying the van is in bay 4", intent: "create_note") == "opens with \"saying\"")
        #expect(SlotDrafter.cutEdge("the light switch is on", intent: "create_note") == nil)
        #expect(drafter.draft("pop a note in that the van is in bay 4", intent: "create_note", resolver: resolver).mustConfirm == nil)
    }

    /// The boundary set (Tests/Data/voice/drafter-boundaries.jsonl, developed on, not held out):
    /// every task, name and sender drafted as labelled.
    @Test func theBoundarySetIsDraftedRight() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Data/voice/drafter-boundaries.jsonl").standardizedFileURL
        let examples = try LabelledExample.load(url)
        #expect(examples.count >= 150)
        for (index, example) in examples.enumerated() {
            let (reference, zone) = try example.clock(index)
            let draft = drafter.draft(example.utterance, intent: example.intent, resolver: TimeResolver(reference: reference, timeZone: zone))
            var report = NLUReport()
            report.record(example, draft: draft)
            #expect(report.errors.isEmpty, "\(report.errors)")
        }
    }

    func drafted(_ text: String, _ intent: String = "add_reminder") -> SlotDrafter.Draft { drafter.draft(text, intent: intent, resolver: resolver) }

    /// A person putting right what they typed: the correction wins, and a correction that cannot
    /// be followed, or a person still unsure, is asked about.
    @Test func aCorrectionIsWhatIsMeant() {
        var draft = drafted("remind me at 5, no, 6 pm to call Thảo")
        #expect(draft.slots["datetime_point"] == "2026-11-23T18:00:00+01:00" && draft.slots["title"] == "call Thảo")
        draft = drafted("remind me at 8 tomorrow, sorry, 9 am, to ring the garage")
        #expect(draft.slots["datetime_point"] == "2026-11-24T09:00:00+01:00" && draft.slots["title"] == "ring the garage")
        draft = drafted("remind me on tuesday, actually wednesday, to pay Huy back")
        #expect(draft.slots["datetime_point"] == "2026-11-25T09:00:00+01:00" && draft.slots["title"] == "pay Huy back")
        draft = drafted("remind me to email Quang tomorrow, no, the day after")
        #expect(draft.slots["datetime_point"] == "2026-11-25T09:00:00+01:00" && draft.slots["title"] == "email Quang")
        draft = drafted("remind me to buy milk, no, scratch that, remind me to buy bread at 5 pm")
        #expect(draft.slots["title"] == "buy bread" && draft.slots["datetime_point"] == "2026-11-23T17:00:00+01:00")
        draft = drafted("add Khánh's birthday dinner on the 12th, no, the 13th at 7 pm", "create_event")
        #expect(draft.slots["datetime_point"] == "2026-12-13T19:00:00+01:00" && draft.slots["title"] == "Khánh's birthday dinner")
        draft = drafted("add a meeting with Linh tomorrow at 2 pm for an hour, no, two hours", "create_event")
        #expect(draft.slots["duration_min"] == "120")
        #expect(drafted("email Thảo, no, Trang, saying the keys are under the mat", "send_email").slots["email_to"] == "Trang")
        #expect(drafted("any emails from Minh, no, Linh", "read_email").slots["email_from"] == "Linh")
        #expect(drafted("add a family lunch on sunday at 1 pm, or maybe 2 pm", "create_event").mustConfirm != nil)
        #expect(drafted("make a note: the gate code is 4471, no, 4417", "create_note").mustConfirm != nil)
        // "no sugar" is what the note says.
        #expect(drafted("make a note: Zeger prefers tea, no sugar", "create_note").mustConfirm == nil)
        // A time ruled out beside the one meant.
        draft = drafted("remind me at 5 pm, not 5 am, to call Einar")
        #expect(draft.slots["datetime_point"] == "2026-11-23T17:00:00+01:00" && draft.slots["title"] == "call Einar")
        #expect(drafted("remind me at 6 pm not to forget the keys").slots["title"] == "not to forget the keys")
    }

    /// A condition Hearth cannot check, two requests at once, a time that cannot be placed and a
    /// date that reads two ways are asked about; words that only look like them are not.
    @Test func whatCannotBeRunIsAskedAbout() {
        for (text, intent) in [("if it rains tomorrow remind me to take the car", "add_reminder"),
                               ("remind me when I get home to call Zsófia", "add_reminder"),
                               ("add tennis with Márton on sunday at 10 am, weather permitting", "create_event"),
                               ("remind me at 5 pm to call Nino and add dinner with Giorgi on friday at 8 pm", "add_reminder"),
                               ("remind me at 7 am and again at 7:30 am to take the pills", "add_reminder"),
                               ("add a call with Levan at 10 am and a call with Lasha at 11 am on tuesday", "create_event"),
                               ("add yoga on monday and wednesday at 6 pm", "create_event"),
                               ("remind me after lunch to ring the insurance people", "add_reminder"),
                               ("add a viewing of the flat on thursday late morning", "create_event"),
                               ("add coffee with Kaveh sometime next week", "create_event"),
                               ("remind me to call Þórdís, but not before 10 am", "add_reminder"),
                               ("remind me on 3/12 to book the hall", "add_reminder"),
                               ("add Bisi's graduation on Friday 12th December at 11 am", "create_event"),
                               ("note that Lasha paid and email him a receipt", "create_note"),
                               ("read the latest from Ana, then delete it", "read_email")] {
            #expect(IntentParser.holdBack(drafted(text, intent)) != nil, "\(text)")
        }
        #expect(drafted("if it rains tomorrow remind me to take the car").slots["title"] == "take the car")
        #expect(drafted("remind me at 9 am to send Irakli the contract and email Mariam saying it's done").slots["title"] == "send Irakli the contract")
        #expect(drafted("remind me after lunch to ring the insurance people").slots["datetime_point"] == nil)
        for (text, intent) in [("remind me at 5 pm to check if the parcel from Réka came", "add_reminder"),
                               ("add Dóra's birthday drinks on saturday at 8 pm, if that's ok with you", "create_event"),
                               ("add drinks with Ákos on friday at 6 pm whether or not Gergő comes", "create_event"),
                               ("remind me tomorrow to call the bank and email Levan the invoice", "add_reminder"),
                               ("add the conference on tuesday and wednesday", "create_event"),
                               ("add swimming on tuesdays and thursdays at 7 am", "create_event"),
                               ("remind me around 5 pm to pick up Parisa's prescription", "add_reminder"),
                               ("remind me on Wed 2/12 to call Wale", "add_reminder"),
                               ("oh and remind me to ring Daan back at 2", "add_reminder")] {
            #expect(IntentParser.holdBack(drafted(text, intent)) == nil, "\(text)")
        }
        #expect(drafted("remind me on Wed 2/12 to call Wale").slots["datetime_point"] == "2026-12-02T09:00:00+01:00")
        // A stretch of a week names no day: the first morning is drafted and asked about (the ninth test split).
        #expect(drafted("remind me sometime next week to sort out Babak's bike").slots["datetime_point"] == "2026-11-30T09:00:00+01:00")
        #expect(IntentParser.holdBack(drafted("remind me sometime next week to sort out Babak's bike")) != nil)
        #expect(IntentParser.holdBack(drafted("remind me next Tuesday to sort out Babak's bike")) == nil)
        #expect(drafted("remind me around 5 pm to pick up Parisa's prescription").slots["datetime_point"] == "2026-11-23T17:00:00+01:00")
        // A command taken back as it is said is not one; a task or a message that says "cancel" is.
        for text in ["make a note that... no, never mind", "read my email from, oh, forget it", "don't bother reading my emails",
                     "add lunch with Minh on friday, no, forget it"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        for text in ["remind me to cancel it", "email Jo saying sorry, never mind", "remind me to cancel the gym on friday"] {
            #expect(!SlotDrafter.takesItBack(text), "\(text)")
        }
        let swim = drafted("add swimming on tuesdays and thursdays at 7 am", "create_event")
        #expect(swim.slots["recurrence"] == "FREQ=WEEKLY;BYDAY=TU,TH" && swim.slots["datetime_point"] == "2026-11-24T07:00:00+01:00")
    }

    /// Days named rather than dated: those on a fixed date or counted from Thanksgiving or Easter
    /// are placed; feasts on other calendars and a person's own days are asked about.
    @Test func aNamedDayIsPlacedOrAskedAbout() {
        for (text, time) in [("remind me on St Andrew's Day to call Priya", "2026-11-30T09:00:00+01:00"),
                             ("remind me on Black Friday to check the TV prices", "2026-11-27T09:00:00+01:00"),
                             ("remind me on Pancake Day to get eggs and lemons", "2027-02-09T09:00:00+01:00"),
                             ("remind me on Mothering Sunday to take Mum to lunch", "2027-03-07T09:00:00+01:00"),
                             ("remind me on Hogmanay to buy the fireworks", "2026-12-31T09:00:00+01:00")] {
            #expect(drafted(text).slots["datetime_point"] == time, "\(text)")
        }
        let burns = drafted("add the Burns supper on Burns Night at 7 pm", "create_event")
        #expect(burns.slots["datetime_point"] == "2027-01-25T19:00:00+01:00" && burns.slots["title"] == "the Burns supper")
        for text in ["remind me on Diwali to send sweets to Arjun's family", "remind me a week before Mum's birthday to order a cake",
                     "add a call with Arjun on payday at 5 pm", "remind me on Lunar New Year to send Kavya red envelopes"] {
            let draft = drafted(text, text.hasPrefix("add") ? "create_event" : "add_reminder")
            #expect(IntentParser.holdBack(draft) != nil && draft.slots["datetime_point"] == nil, "\(text)")
        }
        // A birthday said with its date is that date.
        #expect(drafted("remind me two days before Kou's birthday on the 9th to buy a card").slots["datetime_point"] == "2026-12-07T09:00:00+01:00")
        // A holiday before a noun names the thing; the one after "on" is the day.
        #expect(drafted("add the Burns night ceilidh on Burns Night at 7:30 pm", "create_event").slots["title"] == "the Burns night ceilidh")
        #expect(IntentParser.holdBack(drafted("should it snow tonight, remind me to salt the steps")) != nil)
        #expect(IntentParser.holdBack(drafted("remind me at 8 am to phone the garage and put the MOT in my diary")) != nil)
        #expect(IntentParser.holdBack(drafted("add the parents' evening on thursday late afternoon", "create_event")) != nil)
    }

    /// Content said only as a pronoun is asked about; a wake word, greeting or sign-off is not
    /// part of the command.
    @Test func aPronounIsNoContentAndHearthsNameIsNoPartOfIt() {
        for (text, intent) in [("remind me about it tomorrow at 9 am", "add_reminder"), ("put that in my calendar for friday at 3 pm", "create_event"),
                               ("note this down", "create_note"), ("any emails about it", "read_email")] {
            #expect(IntentParser.holdBack(drafted(text, intent)) != nil, "\(text)")
        }
        #expect(IntentParser.holdBack(drafted("remind me to send it to Minjun tomorrow")) == nil)
        for (text, intent, title) in [("Hearth, remind me at 5 pm to call Femke", "add_reminder", "call Femke"),
                                      ("good morning Hearth! remind me at noon to ring the bakery", "add_reminder", "ring the bakery"),
                                      ("remind me on friday to pay Joost back, thanks Hearth", "add_reminder", "pay Joost back"),
                                      ("yo, add drinks with Anouk on friday at 6 pm", "create_event", "drinks with Anouk"),
                                      ("note that Bram prefers tea, thanks Hearth", "create_note", "Bram prefers tea"),
                                      ("note that Joost says hello Hearth", "create_note", "Joost says hello Hearth")] {
            #expect(drafted(text, intent).slots["title"] == title, "\(text)")
        }
        #expect(drafted("email Sanne saying thanks Hearth works great", "send_email").slots["email_body"] == "thanks Hearth works great")
        #expect(IntentParser.modelText("Hearth, add the plumber on thursday at 9 am") == "add the plumber on thursday at 9 am")
    }

    /// A command labelled "must ask" is a wrong auto-run when it runs, even with the slots it was
    /// labelled with; asked about, it is right.
    @Test func aCommandThatMustBeAskedIsWrongWhenItRuns() throws {
        let line = #"{"utterance": "remind me after lunch to call Kian", "reference": "2026-11-23T10:00:00+01:00", "timezone": "Europe/Berlin", "intent": "add_reminder", "slots": {"title": "call Kian"}, "output": "", "split": "test", "must_ask": true}"#
        let example = try JSONDecoder().decode(LabelledExample.self, from: Data(line.utf8))
        #expect(example.mustAsk == true)
        func understood(_ gate: Gate) -> Understanding {
            Understanding(intent: "add_reminder", slots: ["title": "call Kian"], raw: "", timeExpression: nil, rawConfidence: 0.99,
                          nluConfidence: 0.99, confidence: 0.99, gate: gate, alternatives: [], fromSafetyNet: false,
                          malformed: false, seconds: 0)
        }
        var report = NLUReport()
        report.record(example, understood(.execute))
        report.record(example, understood(.confirm))
        #expect(report.autoExecutions == 1 && report.falseAutoExecutions == 1 && report.confirmations == 1)
        #expect(report.errors.count == 1)
    }

    @Test func aVisitorOrABookingIsTheEvent() {
        #expect(eventTitle("the decorators start on monday at 8 am") == "the decorators")
        #expect(eventTitle("the boiler man comes on the 3rd at 9 am") == "the boiler man")
        #expect(eventTitle("the MOT is booked for the 5th at 8 am, put it in the calendar") == "the MOT")
        #expect(eventTitle("the plasterer is due on friday at 8 am") == "the plasterer")
        #expect(eventTitle("add the season start on saturday at 3 pm") == "the season start")
        #expect(eventTitle("book in a haircut for saturday at 9:30 am") == "a haircut")
        #expect(eventTitle("add lunch in my calendar for friday at 1 pm") == "lunch")
        #expect(eventTitle("schedule an hour with the tax adviser on tuesday at 10 am") == "the tax adviser")
        #expect(drafter.draft("remind me to put a wash on tonight", intent: "add_reminder", resolver: resolver).slots["title"] == "put a wash on")
        #expect(drafter.draft("anything from British Gas", intent: "read_email", resolver: resolver).slots["email_from"] == "British Gas")
        #expect(drafter.draft("emails from Anna Lee's team", intent: "read_email", resolver: resolver).slots["email_from"] == "Anna Lee")
        #expect(drafter.draft("any emails from Anna Today", intent: "read_email", resolver: resolver).slots["email_from"] == "Anna")
        #expect(drafter.draft("did Domitilla's mum email me", intent: "read_email", resolver: resolver).slots["email_from"] == "Domitilla's mum")
        #expect(drafter.draft("read me Conrad's last email", intent: "read_email", resolver: resolver).slots["email_from"] == "Conrad")
        #expect(eventTitle("put down a run with Conrad for sunday at 8 am") == "a run with Conrad")
        #expect(eventTitle("next thursday at 7 pm is the book club, put it in") == "the book club")
    }

    @Test func aTaskKeepsItsLastOn() {
        for (text, task) in [("remind me at 9 pm to put the dishwasher on", "put the dishwasher on"),
                             ("remind me to put the heating on at 6 am", "put the heating on"),
                             ("remind me to call Cosimo on friday", "call Cosimo")] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).slots["title"] == task, "\(text)")
        }
        #expect(eventTitle("we're having a barbecue on saturday at 4 pm, add it to the calendar") == "a barbecue")
        #expect(eventTitle("I'm hosting book club on thursday at 7 pm") == "book club")
    }

    @Test func aMealAfterABirthdayNamesTheThing() {
        #expect(eventTitle("schedule a birthday dinner on saturday at 7:30 pm") == "a birthday dinner")
        #expect(eventTitle("add the holiday lunch on friday at 1 pm") == "the holiday lunch")
        // With a clock time said, a meal someone comes for is in the name.
        #expect(eventTitle("we've got friends over for dinner on saturday at 7 pm, add it") == "friends over for dinner")
        #expect(drafter.draft("remind me to get wine for dinner at 6 pm", intent: "add_reminder", resolver: resolver).slots["title"] == "get wine for dinner")
        // After a day it is the time.
        #expect(eventTitle("add poker with Ilse on friday night") == "poker with Ilse")
    }

    @Test func afterACalendarColonTheNameIsAsSaid() {
        #expect(eventTitle("calendar: plan the garden with Ottilie on friday at 10") == "plan the garden with Ottilie")
        #expect(eventTitle("book the plumber on friday at 10") == "the plumber")
        #expect(eventTitle("new event: choir, thursday at 7 pm") == "choir")
    }

    @Test func aMessageToSomeoneIsNotReadAsMail() {
        #expect(drafter.draft("email Ottilie: the form is in your inbox", intent: "read_email", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("email from Ottilie, read it to me", intent: "read_email", resolver: resolver).mustConfirm == nil)
        #expect(drafter.draft("check my inbox", intent: "read_email", resolver: resolver).mustConfirm == nil)
        #expect(SlotDrafter.asksToChange("reschedule my call with Ottilie to monday"))
    }

    @Test func hesitationsAndWordsToTheListenerAreNotPartOfTheSlots() {
        let cases: [(String, String, String, String?)] = [
            ("remind me at noon, dear, to have my soup", "add_reminder", "have my soup", "2026-11-23T12:00:00+01:00"),
            ("remind me in 20 minutes, would you, to turn the bath off", "add_reminder", "turn the bath off", "2026-11-23T10:20:00+01:00"),
            ("remind me tomorrow at, uh, 7:20 to wake up Reto", "add_reminder", "wake up Reto", "2026-11-24T07:20:00+01:00"),
            ("schedule, um, a review with Jurgen on friday at 3 pm", "create_event", "a review with Jurgen", "2026-11-27T15:00:00+01:00"),
            ("jot down, dear, that the pension comes on a thursday", "create_note", "the pension comes on a thursday", nil),
            ("save a note, would you: the back door key is on the hook", "create_note", "the back door key is on the hook", nil),
        ]
        for (text, intent, title, time) in cases {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.slots["title"] == title, "\(text)")
            #expect(draft.slots["datetime_point"] == time, "\(text)")
            #expect(draft.mustConfirm == nil, "\(text)")
        }
        let event = drafter.draft("schedule a call with Alvaro tomorrow at 4 pm for, um, half an hour", intent: "create_event", resolver: resolver)
        #expect(event.slots["title"] == "a call with Alvaro")
        #expect(event.slots["duration_min"] == "30")
        // A message keeps a word to its reader; only the hesitation goes.
        let mail = drafter.draft("send Jaime an email saying, um, thanks for the lift, dear, see you", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_body"] == "thanks for the lift, dear, see you")
        #expect(SlotDrafter.withoutAsides("take Mum to the ER at 3") == "take Mum to the ER at 3")
    }

    @Test func aClockTimeSaidAgainReplacesTheFirst() {
        let cases: [(String, String, String, String)] = [
            ("remind me at 5, no, 6 pm to pick up Heike from the station", "add_reminder", "pick up Heike from the station", "2026-11-23T18:00:00+01:00"),
            ("remind me on sunday at 10, sorry, 11 am to call Leonie", "add_reminder", "call Leonie", "2026-11-29T11:00:00+01:00"),
            ("add lunch with Heike at the Italian on tuesday at 12, no, 12:30", "create_event", "lunch with Heike at the Italian", "2026-11-24T12:30:00+01:00"),
        ]
        for (text, intent, title, time) in cases {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.slots["title"] == title, "\(text)")
            #expect(draft.slots["datetime_point"] == time, "\(text)")
        }
        // The correction is read as what was meant: put in the place of the time it corrects, it
        // holds nothing back (the 68th fresh set labels these as run). One that cannot be
        // followed is asked about.
        #expect(drafter.draft("remind me at 5, no, 6 pm to pick up Heike", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        #expect(drafter.draft("remind me at 5 to call the bank, no wait, I'll do it myself", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
    }

    @Test func aHolidayBeforeANounIsNoDayEvenAlone() {
        let stamps = drafter.draft("I need a reminder to buy stamps for the Christmas cards", intent: "add_reminder", resolver: resolver)
        #expect(stamps.slots["title"] == "buy stamps for the Christmas cards")
        #expect(stamps.slots["datetime_point"] == nil)
        // The holiday itself, or a part of it, is still a day.
        #expect(drafter.draft("remind me on christmas eve to call Oma", intent: "add_reminder", resolver: resolver).slots["datetime_point"] == "2026-12-24T09:00:00+01:00")
        #expect(drafter.draft("remind me to post the cards by christmas", intent: "add_reminder", resolver: resolver).slots["datetime_point"] != nil)
    }

    @Test func visitorsAndPlansNameTheEvent() {
        let cases: [(String, String)] = [
            ("the district nurse is calling on friday at 9 am, would you put that in", "the district nurse"),
            ("we're doing a fondue evening on friday at 7 pm", "a fondue evening"),
            ("we're planning a picnic on saturday at noon", "a picnic"),
        ]
        for (text, title) in cases {
            #expect(drafter.draft(text, intent: "create_event", resolver: resolver).slots["title"] == title, "\(text)")
        }
    }

    @Test func someonesSomeoneIsOneRecipient() {
        let mail = drafter.draft("send an email to Giacomo's teacher subject homework body he left his book at school", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Giacomo's teacher")
        #expect(mail.slots["email_subject"] == "homework")
        #expect(mail.slots["email_body"] == "he left his book at school")
        #expect(drafter.draft("email Ann's mum saying thanks", intent: "send_email", resolver: resolver).slots["email_to"] == "Ann's mum")
        #expect(drafter.draft("email Bo's about the party", intent: "send_email", resolver: resolver).slots["email_to"] == "Bo's")
    }

    @Test func aNameCutInTheWrongPlaceIsHeld() {
        // A comma or colon inside a reminder's or event's name, but not a list of names.
        #expect(SlotDrafter.cutEdge("dear, to have my soup", intent: "add_reminder") != nil)
        #expect(SlotDrafter.cutEdge("lunch with Heike at the Italian, no", intent: "create_event") != nil)
        #expect(SlotDrafter.cutEdge("lunch with Ann, Bob and Carl", intent: "create_event") == nil)
        #expect(SlotDrafter.cutEdge("um a review with Jurgen", intent: "create_event") != nil)
        // A name that opens like a sentence, a question or a time; a note may.
        for title in ["how about a cricket match for Kasun", "it'd be great to have the street party", "day return Leandro's charger",
                      "doing a fondue evening", "eve pack gym bag"] {
            #expect(SlotDrafter.cutEdge(title, intent: "create_event") != nil, "\(title)")
        }
        #expect(SlotDrafter.cutEdge("afternoon tea with Agnes", intent: "create_event") == nil)
        #expect(SlotDrafter.cutEdge("we parked on level 3", intent: "create_note") == nil)
        // A reminder that opens with the verb of an event, with nothing said about reminding.
        let misread = drafter.draft("could you add Thanasis's christening on sunday at 11 am", intent: "add_reminder", resolver: resolver)
        #expect(misread.mustConfirm != nil)
        #expect(drafter.draft("make sure I put the bins out tomorrow at 7", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        #expect(drafter.draft("remind me to book the boiler service on monday", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
    }

    @Test func aVerbBeforeToOpensTheTask() {
        let cases: [(text: String, title: String, time: String?)] = [
            ("tomorrow 8 am remind me call to Dariush", "call to Dariush", "2026-11-24T08:00:00+01:00"),
            ("remind me on 20th pay rent to Giorgi", "pay rent to Giorgi", "2026-12-20T09:00:00+01:00"),
            ("remind me on tuesday 11 am go to bank with Dilnoza", "go to bank with Dilnoza", "2026-11-24T11:00:00+01:00"),
            // The lead-in's own words and what time words leave still go.
            ("remind me again to water the ferns", "water the ferns", nil),
            ("remind me in like 3 hours to take the chicken out", "take the chicken out", "2026-11-23T13:00:00+01:00"),
        ]
        expectDrafts(cases, intent: "add_reminder")
    }

    @Test func timesTypedInAHurryArePlaced() {
        let cases: [(text: String, title: String, time: String?)] = [
            ("remind me day after tmrw return Leandro's charger", "return Leandro's charger", "2026-11-25T09:00:00+01:00"),
            ("remind me sun eve pack gym bag", "pack gym bag", "2026-11-29T19:00:00+01:00"),
            ("remind me this arvo to post Rafaela's parcel", "post Rafaela's parcel", "2026-11-23T15:00:00+01:00"),
        ]
        expectDrafts(cases, intent: "add_reminder")
        // "Christmas eve" stays a holiday, and Eve a name.
        #expect(drafter.draft("remind me to call Eve", intent: "add_reminder", resolver: resolver).slots["datetime_point"] == nil)
    }

    @Test func aHolidayDayNamesTheThingOnlyBesideAnotherDate() {
        let party = drafter.draft("add the New Year's Eve party on December 31st at 8 pm", intent: "create_event", resolver: resolver)
        #expect(party.slots["title"] == "the New Year's Eve party")
        #expect(party.slots["datetime_point"] == "2026-12-31T20:00:00+01:00")
        let alone = drafter.draft("add the New Year's Eve party at 8 pm", intent: "create_event", resolver: resolver)
        #expect(alone.slots["datetime_point"] == "2026-12-31T20:00:00+01:00")
        #expect(drafter.draft("the plumber will come on monday 10 am, put in calendar", intent: "create_event", resolver: resolver).slots["title"] == "the plumber")
    }

    @Test func ridesShorthandDeletesAndMovesToADateAreRefused() {
        for text in ["del emails from Ryanair", "move the recital to March 15th", "book a taxi for the 21st of December at 6 am",
                     "get me an Uber to the station", "Order a taxi for 8 pm"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        for text in ["Mark email the kids are with me tonight", "add the taxi rank meeting on friday at 3", "remind me to book a table for friday"] {
            #expect(SlotDrafter.refusal(text) == nil, "\(text)")
        }
        // A month is when the mail came, not who sent it.
        let mail = drafter.draft("read my unread emails from December", intent: "read_email", resolver: resolver)
        #expect(mail.slots["email_from"] == nil)
    }

    @Test func requestsAskedAsQuestionsOrWishesLoseTheAsking() {
        expectDrafts([
            ("can I put a meeting with Losa in the calendar for tuesday at 10 am", "a meeting with Losa", "2026-11-24T10:00:00+01:00"),
            ("is it possible to add an audiology appointment on wednesday at 2:50 pm", "an audiology appointment", "2026-11-25T14:50:00+01:00"),
            ("it'd be great to have the street party in the diary for the 20th at 2 pm", "the street party", "2026-12-20T14:00:00+01:00"),
            ("how about a cricket match for Kasun tomorrow at 2 pm in the calendar", "a cricket match for Kasun", "2026-11-24T14:00:00+01:00"),
            ("I've booked a bike service for tomorrow at 9 am, can it go in the calendar", "a bike service", "2026-11-24T09:00:00+01:00"),
        ], intent: "create_event")
        expectDrafts([("can I get a reminder at 4 pm to call Neema", "call Neema", "2026-11-23T16:00:00+01:00"),
                      ("I'll need a reminder in 15 minutes to check the chips", "check the chips", "2026-11-23T10:15:00+01:00")],
                     intent: "add_reminder")
        #expect(drafter.draft("I'd like a note saying Tevita lent us his projector", intent: "create_note", resolver: resolver).slots["title"]
                == "Tevita lent us his projector")
        #expect(drafter.draft("let's email Juma about the fundraiser", intent: "send_email", resolver: resolver).slots["email_to"] == "Juma")
        #expect(SlotDrafter.refusal("can I get rid of the emails from the gym") != nil)
        #expect(SlotDrafter.refusal("let's move the catch-up with Neema to 5 pm") != nil)
    }

    @Test func aSentenceOfContextIsNotTheCommand() {
        // The name comes from the command; the day from it when it says one, else from the context.
        expectDrafts([("The bins go out on Wednesday. Remind me on Tuesday night to put them out.", "put them out", "2026-11-24T21:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("Tevita's band is playing on the 12th. Put the gig in my calendar for 8 pm.", "the gig", "2026-12-12T20:00:00+01:00"),
                      ("We're celebrating Zawadi's promotion. Add drinks on friday at 6 pm.", "drinks", "2026-11-27T18:00:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("The landlord called. Make a note that the rent goes up in April.", intent: "create_note", resolver: resolver).slots["title"]
                == "the rent goes up in April")
        // A title with a stop inside it stays whole.
        expectDrafts([("remind me to call Dr. Patel tomorrow at 10", "call Dr. Patel", "2026-11-24T10:00:00+01:00")], intent: "add_reminder")
    }

    @Test func aReasonOrRemarkAfterTheCommandIsNotItsName() {
        expectDrafts([
            ("remind me to call the bank at 9 am because my card got blocked", "call the bank", "2026-11-24T09:00:00+01:00"),
            // The remark's "tomorrow" is not the reminder's day.
            ("remind me at 8 pm to call Lwazi because he's starting his new job tomorrow", "call Lwazi", "2026-11-23T20:00:00+01:00"),
            ("remind me tonight to pack the charger or I'll forget it again", "pack the charger", "2026-11-23T20:00:00+01:00"),
            ("remind me on friday to pay Sibusiso back, he lent me 20", "pay Sibusiso back", "2026-11-27T09:00:00+01:00"),
            ("remind me to buy a card for Nomvula tomorrow, it's her birthday on saturday", "buy a card for Nomvula", "2026-11-24T09:00:00+01:00"),
            // Kept: the task said after the comma.
            ("heads up for tomorrow at nine, I have to ring the insurance company", "ring the insurance company", "2026-11-24T09:00:00+01:00"),
        ], intent: "add_reminder")
        expectDrafts([
            ("book a massage for saturday at 2 pm as my back is killing me", "a massage", "2026-11-28T14:00:00+01:00"),
            ("add lunch with Thandeka tomorrow at 1 pm so we can plan the wedding", "lunch with Thandeka", "2026-11-24T13:00:00+01:00"),
            ("add a meeting with the landlord on wednesday at 6 pm since the lease is up", "a meeting with the landlord", "2026-11-25T18:00:00+01:00"),
        ], intent: "create_event")
        // Kept after a task of telling someone (it may be what they are told), and then asked about.
        let told = drafter.draft("remind me tomorrow to tell Ana because she asked", intent: "add_reminder", resolver: resolver)
        #expect(told.slots["title"] == "tell Ana because she asked")
        #expect(told.mustConfirm != nil)
        // Kept when it holds the only time said.
        let onlyTime = "add the school play to my calendar, it's on thursday at six"
        #expect(SlotDrafter.withoutRemark(onlyTime, commas: true, resolver: resolver) == onlyTime)
        // The model reads the command without a reason after it, but with what follows a comma
        // (a note's or a message's words).
        #expect(IntentParser.modelText("add a run with Amaru on saturday at 7 am since we're both training for the half")
                == "add a run with Amaru on saturday at 7 am")
        #expect(IntentParser.modelText("quick note, we need more olive oil and rice") == "quick note, we need more olive oil and rice")
    }

    @Test func numbersAndTimeWordsInANameStayInIt() {
        expectDrafts([
            ("add Heba's 18th on friday at 8 pm", "Heba's 18th", "2026-11-27T20:00:00+01:00"),
            ("add the 2nd round interview with Nourhan on wednesday at 11:30 am", "the 2nd round interview with Nourhan", "2026-11-25T11:30:00+01:00"),
            ("schedule the 6 month review with Omnia on the 9th at 3 pm", "the 6 month review with Omnia", "2026-12-09T15:00:00+01:00"),
            ("schedule a viewing at 14 Harbour View Road on wednesday at 5 pm", "a viewing at 14 Harbour View Road", "2026-11-25T17:00:00+01:00"),
            ("add brunch at the Friday Street cafe on tuesday at 10 am", "brunch at the Friday Street cafe", "2026-11-24T10:00:00+01:00"),
            ("add a stall at the night market on saturday at 5 pm", "a stall at the night market", "2026-11-28T17:00:00+01:00"),
        ], intent: "create_event")
        expectDrafts([
            ("remind me to renew the 12 month gym membership on saturday", "renew the 12 month gym membership", "2026-11-28T09:00:00+01:00"),
            ("remind me tomorrow evening to take Moana's bike to the shop on 3rd Avenue", "take Moana's bike to the shop on 3rd Avenue", "2026-11-24T19:00:00+01:00"),
            // A length after "in" is one; a part of the day after "the" and before "to" is a time.
            ("remind me in a week call insurance company", "call insurance company", "2026-11-30T10:00:00+01:00"),
            ("please remind me on the 2nd of december in the morning to check the oven", "check the oven", "2026-12-02T09:00:00+01:00"),
        ], intent: "add_reminder")
    }

    @Test func textsAndFreeSlotsAreRefusedAndReadingMailFromSomeoneIsReading() {
        #expect(SlotDrafter.refusal("text Killa that I'm on my way since she's waiting") != nil)
        #expect(SlotDrafter.refusal("whatsapp Ben the address of the venue") != nil)
        #expect(SlotDrafter.refusal("message Hannah by email: running five minutes late") == nil)
        #expect(SlotDrafter.refusal("find a free slot with Seojin on thursday") != nil)
        #expect(SlotDrafter.refusal("don't remind me about the bins anymore, we moved") != nil)
        #expect(SlotDrafter.refusal("don't let me forget to call Ana tomorrow") == nil)
        #expect(SlotDrafter.cutEdge("the boiler service before it gets really cold", intent: "create_event") != nil)
        #expect(SlotDrafter.cutEdge("get the washing in before it rains", intent: "add_reminder") == nil)
        #expect(SlotDrafter.refusal("remind me to find a babysitter for Gwilym's party") == nil)
        #expect(SlotDrafter.asksForMail("read me the email from Leilani about the bach"))
        #expect(SlotDrafter.asksForMail("check if legal has emailed back"))
        #expect(!SlotDrafter.asksForMail("read me the note about the loft"))
    }

    @Test func repeatsAreARuleAndTheirFirstTime() throws {
        let cases: [(String, String, String?, String)] = [
            ("remind me every monday at 9 am to put the bins out", "put the bins out", "2026-11-30T09:00:00+01:00", "FREQ=WEEKLY;BYDAY=MO"),
            ("remind me daily at 9 pm to lock the shed", "lock the shed", "2026-11-23T21:00:00+01:00", "FREQ=DAILY"),
            ("remind me every 2 hours to drink some water", "drink some water", "2026-11-23T12:00:00+01:00", "FREQ=HOURLY;INTERVAL=2"),
            ("remind me on the 1st of every month to pay the rent", "pay the rent", "2026-12-01T09:00:00+01:00", "FREQ=MONTHLY;BYMONTHDAY=1"),
            ("remind me every other friday to submit my timesheet", "submit my timesheet", "2026-11-27T09:00:00+01:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
            ("set a daily reminder at 7:30 am to feed the cat", "feed the cat", "2026-11-24T07:30:00+01:00", "FREQ=DAILY"),
            ("remind me on tuesdays at 7 am to put the recycling out", "put the recycling out", "2026-11-24T07:00:00+01:00", "FREQ=WEEKLY;BYDAY=TU"),
            ("remind me every morning to stretch", "stretch", "2026-11-24T09:00:00+01:00", "FREQ=DAILY"),
        ]
        for (text, title, time, rule) in cases {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["title"] == title, "\(text)")
            #expect(draft.slots["datetime_point"] == time, "\(text)")
            #expect(draft.slots["recurrence"] == rule, "\(text)")
            #expect(draft.mustConfirm == nil, "\(text)")
        }
        let cleaner = drafter.draft("add the cleaner every monday from 9 to 11 am", intent: "create_event", resolver: resolver)
        #expect(cleaner.slots["datetime_range"] == "2026-11-30T09:00:00+01:00/2026-11-30T11:00:00+01:00")
        #expect(cleaner.slots["recurrence"] == "FREQ=WEEKLY;BYDAY=MO")
        // Said on a saturday, "every weekday" starts on monday.
        let saturday = TimeResolver(reference: try #require(ISO8601DateFormatter().date(from: "2026-11-28T10:00:00+01:00")),
                                    timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        let standup = drafter.draft("schedule a standup every weekday at 9:30 am", intent: "create_event", resolver: saturday)
        #expect(standup.slots["datetime_point"] == "2026-11-30T09:30:00+01:00")
        #expect(standup.slots["recurrence"] == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
        // A name that says how often something is ("the weekly shop") does not repeat; an end is asked about.
        #expect(drafter.draft("add the weekly shop on sunday at 10 am", intent: "create_event", resolver: resolver).slots["recurrence"] == nil)
        #expect(drafter.draft("remind me every day until I've no idea to water the tree", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("remind me weekly to water the plants", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        #expect(SlotDrafter.describe(recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR") == "every other Friday")
        #expect(SlotDrafter.describe(recurrence: "FREQ=MONTHLY;BYMONTHDAY=1") == "on the 1st of every month")
        #expect(SlotDrafter.describe(recurrence: "FREQ=HOURLY;INTERVAL=2") == "every 2 hours")
        #expect(SlotDrafter.describe(recurrence: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR") == "every weekday")
        let schema = try IntentSchema.bundled()
        #expect(throws: Never.self) { try schema.validateUnderstood(intent: "add_reminder", slots: ["title": "x", "recurrence": "FREQ=DAILY"]) }
        #expect(throws: Never.self) { try schema.validateUnderstood(intent: "add_reminder", slots: ["title": "x", "recurrence": "FREQ=DAILY;COUNT=3"]) }
        #expect(throws: VoiceError.self) { try schema.validateUnderstood(intent: "add_reminder", slots: ["title": "x", "recurrence": "FREQ=DAILY;BYHOUR=24"]) }
    }

    @Test func repeatsWithAnEndOnAWeekdayOfTheMonthOrOnADateEachYear() throws {
        let cases: [(text: String, intent: String, title: String, time: String, rule: String)] = [
            ("remind me every weekday at 7:30 am until christmas to take the iron tablets", "add_reminder", "take the iron tablets",
             "2026-11-24T07:30:00+01:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261225T235959"),
            ("remind me every tuesday for the next 3 weeks to water the plants", "add_reminder", "water the plants", "2026-11-24T09:00:00+01:00",
             "FREQ=WEEKLY;BYDAY=TU;COUNT=3"),
            ("remind me every morning at 7 for a week to put in the eye drops", "add_reminder", "put in the eye drops", "2026-11-24T07:00:00+01:00", "FREQ=DAILY;COUNT=7"),
            ("remind me every night at 9 pm until friday to take the antibiotics", "add_reminder", "take the antibiotics", "2026-11-23T21:00:00+01:00",
             "FREQ=DAILY;UNTIL=20261127T235959"),
            ("remind me on the first monday of every month to pay the window cleaner", "add_reminder", "pay the window cleaner", "2026-12-07T09:00:00+01:00",
             "FREQ=MONTHLY;BYDAY=1MO"),
            ("remind me on the last friday of every month at 4 pm to file the expenses", "add_reminder", "file the expenses", "2026-11-27T16:00:00+01:00",
             "FREQ=MONTHLY;BYDAY=-1FR"),
            ("remind me every year on the 4th of march to renew the car tax", "add_reminder", "renew the car tax", "2027-03-04T09:00:00+01:00",
             "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=4"),
            ("remind me every monday and thursday at 7 am to put the bins out", "add_reminder", "put the bins out", "2026-11-26T07:00:00+01:00",
             "FREQ=WEEKLY;BYDAY=MO,TH"),
            ("remind me every weekend to call my mum", "add_reminder", "call my mum", "2026-11-28T09:00:00+01:00", "FREQ=WEEKLY;BYDAY=SA,SU"),
            ("remind me every other day at 8 am to water the tomatoes", "add_reminder", "water the tomatoes", "2026-11-24T08:00:00+01:00", "FREQ=DAILY;INTERVAL=2"),
            ("remind me every two weeks on friday to pay the cleaner", "add_reminder", "pay the cleaner", "2026-11-27T09:00:00+01:00",
             "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
            ("add swimming every monday, wednesday and friday at 7 am", "create_event", "swimming", "2026-11-25T07:00:00+01:00", "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
            ("add the standup every weekday at 9:15 am except fridays", "create_event", "the standup", "2026-11-24T09:15:00+01:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"),
            ("add physio every monday at 10 am for six weeks", "create_event", "physio", "2026-11-30T10:00:00+01:00", "FREQ=WEEKLY;BYDAY=MO;COUNT=6"),
            ("add the church rota on the second sunday of every month at 9 am", "create_event", "the church rota", "2026-12-13T09:00:00+01:00",
             "FREQ=MONTHLY;BYDAY=2SU"),
        ]
        for c in cases {
            let draft = drafter.draft(c.text, intent: c.intent, resolver: resolver)
            #expect(draft.slots["title"] == c.title, "\(c.text)")
            #expect(draft.slots["datetime_point"] == c.time, "\(c.text)")
            #expect(draft.slots["recurrence"] == c.rule, "\(c.text)")
            #expect(draft.mustConfirm == nil, "\(c.text)")
            #expect(throws: Never.self) { try IntentSchema.bundled().validateUnderstood(intent: c.intent, slots: draft.slots) }
        }
        // "every second thursday" is every other week, not the second of the month.
        #expect(drafter.draft("add the retro every second thursday at 3 pm", intent: "create_event", resolver: resolver).slots["recurrence"]
                == "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH")
        // How often, but not when: asked about, and the words are not part of the name.
        let gym = drafter.draft("add the gym twice a week at 6 am", intent: "create_event", resolver: resolver)
        #expect(gym.mustConfirm != nil && gym.slots["title"] == "the gym" && gym.slots["recurrence"] == nil)
        for text in ["remind me every few days to check on Zanele", "remind me now and then to back up the laptop"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        #expect(SlotDrafter.describe(recurrence: "FREQ=MONTHLY;BYDAY=-1FR") == "on the last Friday of every month")
        #expect(SlotDrafter.describe(recurrence: "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=4") == "every year on 4 March")
        #expect(SlotDrafter.describe(recurrence: "FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6") == "every Monday, Wednesday and Friday, 6 times")
        #expect(SlotDrafter.describe(recurrence: "FREQ=DAILY;UNTIL=20261225T235959") == "every day until 25 December 2026")
    }

    @Test func aTimeSaidWithDoubtIsAskedAbout() {
        // Drafted with the first time said, and asked about; politeness that sounds unsure, doubt
        // about something else, and "say 8" are no doubt about the time.
        let cases: [(text: String, intent: String, title: String, time: String, asked: Bool)] = [
            ("remind me maybe tomorrow at 5 to call Jelena", "add_reminder", "call Jelena", "2026-11-24T17:00:00+01:00", true),
            ("remind me at 4 or 5 to ring Goran about the van", "add_reminder", "ring Goran about the van", "2026-11-23T16:00:00+01:00", true),
            ("remind me on thursday or friday to post the forms", "add_reminder", "post the forms", "2026-11-26T09:00:00+01:00", true),
            ("remind me at 6 pm, I think, to collect Milica's bike", "add_reminder", "collect Milica's bike", "2026-11-23T18:00:00+01:00", true),
            ("remind me sometime tomorrow afternoon, maybe 3, to phone Nikolina", "add_reminder", "phone Nikolina", "2026-11-24T15:00:00+01:00", true),
            ("add the kids' party on saturday at 2 or 3 pm", "create_event", "the kids' party", "2026-11-28T14:00:00+01:00", true),
            ("add the meeting with Luka on friday, 2 pm I reckon", "create_event", "the meeting with Luka", "2026-11-27T14:00:00+01:00", true),
            ("add a viewing with Sanja on sunday at 11 am, or is it 11:30", "create_event", "a viewing with Sanja", "2026-11-29T11:00:00+01:00", true),
            ("could you maybe remind me tomorrow at 9 am to pay Bojana back", "add_reminder", "pay Bojana back", "2026-11-24T09:00:00+01:00", false),
            ("perhaps you could remind me at 2 pm to send Nemanja the photos", "add_reminder", "send Nemanja the photos", "2026-11-23T14:00:00+01:00", false),
            ("remind me tomorrow morning, say 8, to water the seedlings", "add_reminder", "water the seedlings", "2026-11-24T08:00:00+01:00", false),
            ("remind me at 5 pm to buy one or two loaves", "add_reminder", "buy one or two loaves", "2026-11-23T17:00:00+01:00", false),
            ("add dinner with Stefan on saturday at 7 pm, probably at the Greek place", "create_event", "dinner with Stefan", "2026-11-28T19:00:00+01:00", false),
            ("add the gym on tuesday at 6 pm, definitely", "create_event", "the gym", "2026-11-24T18:00:00+01:00", false),
        ]
        for c in cases {
            let draft = drafter.draft(c.text, intent: c.intent, resolver: resolver)
            #expect(draft.slots["title"] == c.title && draft.slots["datetime_point"] == c.time, "\(c.text)")
            #expect((draft.mustConfirm != nil) == c.asked, "\(c.text)")
        }
    }

    @Test func whatASpeechRecogniserAddsIsNotTheCommand() {
        #expect(SlotDrafter.transcribed("[BLANK_AUDIO] remind me at 6 pm to pick up Wulan") == "remind me at 6 pm to pick up Wulan")
        #expect(SlotDrafter.transcribed("Remind me on Friday at 4 p.m. to pay Indah back. Thanks for watching!") == "Remind me on Friday at 4 p.m. to pay Indah back.")
        #expect(SlotDrafter.transcribed("Note that the car needs new tyres. (coughs)") == "Note that the car needs new tyres.")
        #expect(SlotDrafter.transcribed("email email Rizky saying the forms are signed") == "email Rizky saying the forms are signed")
        #expect(SlotDrafter.transcribed("[Music] add add the carols in the park on sunday at 6 pm") == "add the carols in the park on sunday at 6 pm")
        #expect(SlotDrafter.transcribed("male Bayu saying see you at 7") == "mail Bayu saying see you at 7")
        // Only noise, or only made-up words, stays as it is (it is no command); "thank you" as the message is kept.
        #expect(SlotDrafter.transcribed("[BLANK_AUDIO]") == "[BLANK_AUDIO]")
        #expect(SlotDrafter.transcribed("Thank you.") == "Thank you.")
        #expect(SlotDrafter.transcribed("email Ana saying thank you.") == "email Ana saying thank you.")
        // A bracket that is not a noise is what was meant.
        #expect(SlotDrafter.transcribed("note that Ana (the new one) starts monday") == "note that Ana (the new one) starts monday")
        expectDrafts([("remind me at 7 30 pm to feed Putri's cat", "feed Putri's cat", "2026-11-23T19:30:00+01:00"),
                      ("remind me at four-thirty p.m. to phone Hendra", "phone Hendra", "2026-11-23T16:30:00+01:00"),
                      ("remind me in to hours to check the oven", "check the oven", "2026-11-23T12:00:00+01:00"),
                      ("Remind me on Wednesday at 11 AM to book Ratna's train. [Music]", "book Ratna's train", "2026-11-25T11:00:00+01:00")],
                     intent: "add_reminder")
        let mail = drafter.draft("Email Eko and Fitri saying the match starts at 3 p.m. (coughs)", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_body"]?.hasPrefix("the match starts at 3 p.m") == true && mail.slots["email_to"] == "Eko,Fitri")
    }

    @Test func datesCountedOnTheCalendarOrAYearAhead() {
        expectDrafts([("remind me on the second tuesday of january to book the boiler service", "book the boiler service", "2027-01-12T09:00:00+01:00"),
                      ("remind me next year on the 4th of may to renew the lease", "renew the lease", "2027-05-04T09:00:00+02:00")], intent: "add_reminder")
        expectDrafts([("add the trip to Victoria Falls on the 20th of april next year at 7 am", "the trip to Victoria Falls", "2027-04-20T07:00:00+02:00")],
                     intent: "create_event")
        #expect(drafter.draft("remind me next year to renew the domain", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        #expect(SlotDrafter.refusal("move the dentist to the second tuesday of january") != nil)
        #expect(SlotDrafter.refusal("move the book club to the fourth tuesday") != nil)
        #expect(drafter.draft("read my emails from every day this week", intent: "read_email", resolver: resolver).slots["email_from"] == nil)
    }

    @Test func someoneElseAndBuyingAreRefusedAndRemindingSomeoneIsATask() {
        #expect(SlotDrafter.refusal("remind Xabier to call the dentist tomorrow") != nil)
        #expect(SlotDrafter.refusal("remind the kids to do their homework at 5 pm") != nil)
        #expect(SlotDrafter.refusal("tell Aitor to pick up the kids at 3") != nil)
        #expect(SlotDrafter.refusal("tell Ana by email that the kids are home") == nil)
        #expect(SlotDrafter.refusal("remind tomorrow to update CV") == nil)
        #expect(SlotDrafter.refusal("order 2x pizzas for 8pm") != nil)
        #expect(SlotDrafter.refusal("buy coffee beans thursday 9:05 pm remind me") == nil)
        #expect(SlotDrafter.refusal("stop the daily reminder for my vitamins") != nil)
        expectDrafts([("remind me tomorrow at 6 pm to remind Zana about the morning flight", "remind Zana about the morning flight", "2026-11-24T18:00:00+01:00"),
                      ("remind tomorrow water plants", "water plants", "2026-11-24T09:00:00+01:00")], intent: "add_reminder")
    }

    @Test func typedSymbolsAndAbbreviationsKeepTheirPlace() {
        expectDrafts([
            ("add appt. with Dr. Gilad on Thu 10:15am", "appt. with Dr. Gilad", "2026-11-26T10:15:00+01:00"),
            ("add the U-16 match vs. Hapoel on Sat at 2pm", "the U-16 match vs. Hapoel", "2026-11-28T14:00:00+01:00"),
            ("add a call w/ the bank about ref #2291 on Tue at 3pm", "a call w/ the bank about ref #2291", "2026-11-24T15:00:00+01:00"),
            ("put the parents' eve. in the cal for Thurs 6pm", "the parents' eve", "2026-11-26T18:00:00+01:00"),
        ], intent: "create_event")
        let call = drafter.draft("add a 30-min call w/ Ariel on Thu at 1pm", intent: "create_event", resolver: resolver)
        #expect(call.slots["title"] == "call w/ Ariel")
        #expect(call.slots["duration_min"] == "30")
        expectDrafts([("remind me on Fri to pay Amir £25 for the tickets", "pay Amir £25 for the tickets", "2026-11-27T09:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("send an email to Dr. Hadas with the subject test results", intent: "send_email", resolver: resolver).slots["email_to"] == "Dr. Hadas")
        #expect(drafter.draft("email Tal & Neta about the B&B", intent: "send_email", resolver: resolver).slots == ["email_to": "Tal,Neta", "email_subject": "the B&B"])
        #expect(drafter.draft("email Dafna + Yuval about the 5k run", intent: "send_email", resolver: resolver).slots["email_to"] == "Dafna,Yuval")
        #expect(drafter.draft("has Mr. Oren replied", intent: "read_email", resolver: resolver).slots["email_from"] == "Mr. Oren")
        #expect(drafter.draft("anything from the B&B", intent: "read_email", resolver: resolver).slots["email_from"] == "the B&B")
    }

    @Test func aTimeInsideTheTaskIsTheTasks() {
        expectDrafts([
            // A whole time before the task ("tomorrow morning", "in an hour"), or a day on both sides.
            ("remind me tomorrow morning to pack for the weekend", "pack for the weekend", "2026-11-24T09:00:00+01:00"),
            ("remind me in an hour to check the train times for sunday", "check the train times for sunday", "2026-11-23T11:00:00+01:00"),
            ("remind me on wednesday to order the cake for saturday", "order the cake for saturday", "2026-11-25T09:00:00+01:00"),
            // A clock before a noun names which one.
            ("remind me on monday to confirm the 3 pm meeting with Baran", "confirm the 3 pm meeting with Baran", "2026-11-30T09:00:00+01:00"),
            ("remind me in 20 minutes to check if the 6:15 bus is running", "check if the 6:15 bus is running", "2026-11-23T10:20:00+01:00"),
            // A day before and a clock after are one time.
            ("remind me tomorrow to call the dentist at 10", "call the dentist", "2026-11-24T10:00:00+01:00"),
        ], intent: "add_reminder")
        expectDrafts([
            ("add friday prayers with Guled on friday at 1 pm", "friday prayers with Guled", "2026-11-27T13:00:00+01:00"),
            ("add a sunday roast at Baran's on sunday at 1 pm", "a sunday roast at Baran's", "2026-11-29T13:00:00+01:00"),
            // An event's only clock is its time, even before its name.
            ("add the 6 am flight to Nairobi on friday", "the flight to Nairobi", "2026-11-27T06:00:00+01:00"),
        ], intent: "create_event")
    }

    @Test func britishTimesEveningHoursAndDictatedSentences() {
        // Said on Monday 23 November at 10:00.
        expectDrafts([
            ("remind me Tuesday week to renew the road tax", "renew the road tax", "2026-12-01T09:00:00+01:00"),
            ("remind me a week on Friday to pay Ruairidh back", "pay Ruairidh back", "2026-12-04T09:00:00+01:00"),
            ("remind me a fortnight today to check the tyres", "check the tyres", "2026-12-07T09:00:00+01:00"),
            ("remind me this time tomorrow to call Catriona", "call Catriona", "2026-11-24T10:00:00+01:00"),
            ("remind me Monday next to book the ferry", "book the ferry", "2026-11-30T09:00:00+01:00"),
            ("remind me friday next week at 5 pm to call Ana", "call Ana", "2026-12-04T17:00:00+01:00"),
            ("Remind me at noon. Call the pharmacy about the prescription.", "Call the pharmacy about the prescription", "2026-11-23T12:00:00+01:00"),
            ("remind me Sun. evening to prep the kids' lunches", "prep the kids' lunches", "2026-11-29T19:00:00+01:00"),
        ], intent: "add_reminder")
        expectDrafts([
            // An hour said bare for something in the evening is in the evening.
            ("add dinner with Gunnva at half seven on Friday", "dinner with Gunnva", "2026-11-27T19:30:00+01:00"),
            ("add the pub quiz on Thursday at 8 o'clock", "the pub quiz", "2026-11-26T20:00:00+01:00"),
            ("add breakfast with Ana on friday at 8", "breakfast with Ana", "2026-11-27T08:00:00+01:00"),
            ("add an event called dinner with my parents tomorrow", "dinner with my parents", "2026-11-24T09:00:00+01:00"),
            ("New event. Lunch with Sitraka. Friday at 1 pm.", "Lunch with Sitraka", "2026-11-27T13:00:00+01:00"),
            ("Event. Swimming lesson for Tiana. Monday at 4 pm.", "Swimming lesson for Tiana", "2026-11-30T16:00:00+01:00"),
        ], intent: "create_event")
        // "till half 2" is 2:30; a span of bare hours running past half a day is asked about.
        let shift = drafter.draft("add a shift at the bakery on Saturday from 6 till half 2", intent: "create_event", resolver: resolver)
        #expect(shift.mustConfirm != nil)
        expectDrafts([("Put something in the diary. Nomena's birthday dinner. The 14th at 7 pm.", "Nomena's birthday dinner", "2026-12-14T19:00:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("Make a note please. Voahangy likes lilies.", intent: "create_note", resolver: resolver).slots["title"] == "Voahangy likes lilies")
        #expect(drafter.draft("Send an email. To Nomena. Saying the keys are ready.", intent: "send_email", resolver: resolver).slots
                == ["email_to": "Nomena", "email_body": "the keys are ready"])
        // "a day out" is a kind of day, not a day long; a list after "that" is the note.
        expectDrafts([("add a day out at Cape Coast with Adwoa and Kwesi on sunday at 9 am", "a day out at Cape Coast with Adwoa and Kwesi",
                       "2026-11-29T09:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("write down that Adwoa, Kwesi and Fiifi are coming on the 24th", intent: "create_note", resolver: resolver).slots["title"]
                == "Adwoa, Kwesi and Fiifi are coming on the 24th")
        // A name that is only the asking is held.
        #expect(SlotDrafter.cutEdge("New event", intent: "create_event") != nil)
        #expect(SlotDrafter.cutEdge("an event", intent: "create_event") != nil)
    }

    @Test func timesSaidInAnotherZoneAndTypedClocks() {
        // The reference is Monday 23 November 2026, 10:00 in Berlin (UTC+1): New York is UTC-5,
        // London UTC+0, Sydney UTC+11, Los Angeles UTC-8.
        expectDrafts([
            ("remind me at 3 pm New York time to call Dalisay", "call Dalisay", "2026-11-23T21:00:00+01:00"),
            ("remind me tomorrow at 9 am London time to send Bayani the slides", "send Bayani the slides", "2026-11-24T10:00:00+01:00"),
            ("remind me at 9 am PST to send Teodoro the contract", "send Teodoro the contract", "2026-11-23T18:00:00+01:00"),
            ("remind me at 15:00 UTC to restart the build server", "restart the build server", "2026-11-23T16:00:00+01:00"),
            ("remind me tomorrow at 8 pm my time to call Dalisay's mum", "call Dalisay's mum", "2026-11-24T20:00:00+01:00"),
            ("remind me at 2100 hours to lock the shop", "lock the shop", "2026-11-23T21:00:00+01:00"),
            ("remind me at 0930 tomorrow to phone the embassy", "phone the embassy", "2026-11-24T09:30:00+01:00"),
            ("remind me at 18.30 to start the rice", "start the rice", "2026-11-23T18:30:00+01:00"),
        ], intent: "add_reminder")
        expectDrafts([
            ("add a video call with Ligaya on wednesday at 8 pm Sydney time", "a video call with Ligaya", "2026-11-25T10:00:00+01:00"),
            ("add the investor call on friday at 4:30 pm ET", "the investor call", "2026-11-27T22:30:00+01:00"),
            ("add an all hands at noon Eastern tomorrow", "an all hands", "2026-11-24T18:00:00+01:00"),
            ("put a haircut in for saturday at 1130", "a haircut", "2026-11-28T11:30:00+01:00"),
        ], intent: "create_event")
        // Someone else's zone is not known: the time is asked about. A place before "time" that
        // follows no clock is part of the name.
        #expect(drafter.draft("add a call with Tala at 10 pm her time on wednesday", intent: "create_event", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("add the Manila time sheet review on friday at 3 pm", intent: "create_event", resolver: resolver).slots["title"]
                == "the Manila time sheet review")
        // Lengths with a decimal or in quarters; a day either side of another.
        let workshop = drafter.draft("add a workshop on tuesday at 10 am for 1.5 hours", intent: "create_event", resolver: resolver)
        #expect(workshop.slots["datetime_range"] == "2026-11-24T10:00:00+01:00/2026-11-24T11:30:00+01:00")
        let call = drafter.draft("add a call with Seini on monday at 9 for an hour and a quarter", intent: "create_event", resolver: resolver)
        #expect(call.slots["duration_min"] == "75")
        expectDrafts([
            ("remind me the day before the 14th to buy Siim a card", "buy Siim a card", "2026-12-13T09:00:00+01:00"),
            ("remind me the day after boxing day to return the hired chairs", "return the hired chairs", "2026-12-27T09:00:00+01:00"),
        ], intent: "add_reminder")
    }

    @Test func wholeDaysAndStretchesOfTime() {
        let events: [(String, String, String)] = [
            ("add Lilit's wedding on saturday, all day", "Lilit's wedding", "2026-11-28T00:00:00+01:00/2026-11-29T00:00:00+01:00"),
            ("add an all day workshop on tuesday", "a workshop", "2026-11-24T00:00:00+01:00/2026-11-25T00:00:00+01:00"),
            ("add the chess tournament on saturday and sunday", "the chess tournament", "2026-11-28T00:00:00+01:00/2026-11-30T00:00:00+01:00"),
            ("add the staff training on monday and tuesday", "the staff training", "2026-11-30T00:00:00+01:00/2026-12-02T00:00:00+01:00"),
            ("add Tigran's visit from the 3rd to the 6th", "Tigran's visit", "2026-12-03T00:00:00+01:00/2026-12-07T00:00:00+01:00"),
            ("add the conference in Milan on the 9th and 10th", "the conference in Milan", "2026-12-09T00:00:00+01:00/2026-12-11T00:00:00+01:00"),
        ]
        for (text, title, range) in events {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title, "\(text)")
            #expect(draft.slots["datetime_range"] == range, "\(text)")
            // Whole days are not a span of hours to be asked about.
            #expect(draft.mustConfirm == nil, "\(text)")
        }
        // Part of a day is not the whole of it.
        #expect(drafter.draft("I need the whole of saturday morning blocked for moving house", intent: "create_event", resolver: resolver)
            .slots["datetime_point"] == "2026-11-28T09:00:00+01:00")
        // A reminder for a stretch falls on its first morning; the close of business is 17:00.
        expectDrafts([
            ("remind me this weekend to clear the gutters", "clear the gutters", "2026-11-28T09:00:00+01:00"),
            ("remind me at close of business to send Gohar the figures", "send Gohar the figures", "2026-11-23T17:00:00+01:00"),
        ], intent: "add_reminder")
        // "the cottage owner" is one recipient; "over the weekend" is when, not who.
        #expect(drafter.draft("email the cottage owner about the Sevan booking", intent: "send_email", resolver: resolver).slots
                == ["email_to": "the cottage owner", "email_subject": "the Sevan booking"])
        #expect(drafter.draft("read my emails from over the weekend", intent: "read_email", resolver: resolver).slots["email_from"] == nil)
        #expect(SlotDrafter.refusal("book me a cottage for the weekend") != nil)
    }

    @Test func aTimeCountedFromAnotherSaidWithIt() {
        expectDrafts([
            ("remind me to leave for the airport two hours before my 6 pm flight", "leave for the airport", "2026-11-23T16:00:00+01:00"),
            ("remind me an hour before the match on saturday at 3 to pack Pao's kit", "pack Pao's kit", "2026-11-28T14:00:00+01:00"),
            ("remind me 20 minutes before my 9 am meeting tomorrow to read the brief", "read the brief", "2026-11-24T08:40:00+01:00"),
            ("remind me the night before the trip on the 12th to pack the tent", "pack the tent", "2026-12-11T21:00:00+01:00"),
            ("remind me 10 minutes before 3 to call Tou", "call Tou", "2026-11-23T14:50:00+01:00"),
            ("remind me the day after tomorrow to call Ana", "call Ana", "2026-11-25T09:00:00+01:00"),
        ], intent: "add_reminder")
        expectDrafts([
            ("add the car service a week before the road trip on the 12th at 9 am", "the car service", "2026-12-05T09:00:00+01:00"),
            ("add a team breakfast the morning of the launch on the 8th", "a team breakfast", "2026-12-08T09:00:00+01:00"),
            ("add a lunch with Tou the day after the conference on the 3rd at 1 pm", "a lunch with Tou", "2026-12-04T13:00:00+01:00"),
            // Not counted: "of" inside a name, "after" with no length.
            ("add the queen of hearts party on friday at 8 pm", "the queen of hearts party", "2026-11-27T20:00:00+01:00"),
            ("add dinner after the match on saturday at 6 pm", "dinner after the match", "2026-11-28T18:00:00+01:00"),
        ], intent: "create_event")
    }

    @Test func aLabelAndItsContentAreARequest() {
        #expect(SlotDrafter.withoutLabel("todo: call Stoyan at 4") == "remind me to call Stoyan at 4")
        #expect(SlotDrafter.withoutLabel("reminder at 6pm - call Desislava back") == "remind me at 6pm to call Desislava back")
        #expect(SlotDrafter.withoutLabel("reminder @ 8am: take the tablets") == "remind me at 8am to take the tablets")
        #expect(SlotDrafter.withoutLabel("diary - car service wednesday 8am") == "add car service wednesday 8am")
        #expect(SlotDrafter.withoutLabel("inbox - the school") == "any emails from the school")
        #expect(SlotDrafter.withoutLabel("calendar: dentist friday 3pm", events: false) == "calendar: dentist friday 3pm")
        // Not a label: a clock's colon, a dash inside the words.
        #expect(SlotDrafter.withoutLabel("remind me at 6:20 am to leave") == "remind me at 6:20 am to leave")
        #expect(SlotDrafter.withoutLabel("meeting with the bank about a top-up loan") == "meeting with the bank about a top-up loan")
        expectDrafts([("todo: call Stoyan at 4", "call Stoyan", "2026-11-23T16:00:00+01:00"),
                      ("to do tomorrow: renew my passport", "renew my passport", "2026-11-24T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("meeting: 1:1 with Tsveta, wednesday 3pm", "1:1 with Tsveta", "2026-11-25T15:00:00+01:00")], intent: "create_event")
    }

    @Test func typingMistakesInTimeWordsAreMendedAndImpossibleTimesAsked() {
        expectDrafts([
            ("remindme on wensday to pay Marketa back", "pay Marketa back", "2026-11-25T09:00:00+01:00"),
            ("remind me on thrusday at 6 pm to pick up the suit", "pick up the suit", "2026-11-26T18:00:00+01:00"),
            ("remnd me tomorow afternoon to post the parcel", "post the parcel", "2026-11-24T15:00:00+01:00"),
            // A word people use is not a slip, nor is a word and its ending.
            ("remind me about the match on saturday", "the match", "2026-11-28T09:00:00+01:00"),
        ], intent: "add_reminder")
        #expect(SlotDrafter.mendingTypos("help me remember the mondays") == "help me remember the mondays")
        #expect(SlotDrafter.mendingTypos("on fridy, in decmber") == "on friday, in december")
        for text in ["remind me at 25:00 to lock the shop", "remind me at 24:30 to check the server", "remind me at 13 pm to ring the garage", "add the school play on the 35th at 6 pm",
                     "add the team meeting on wednesday from 5 pm to 3 pm"] {
            let intent = text.hasPrefix("add") ? "create_event" : "add_reminder"
            #expect(drafter.draft(text, intent: intent, resolver: resolver).mustConfirm != nil, "\(text)")
        }
        #expect(drafter.draft("add a long day on friday from 9 am to 11 pm", intent: "create_event", resolver: resolver).mustConfirm == nil)
        #expect(drafter.draft("add Gran's 100th birthday party on friday at 3 pm", intent: "create_event", resolver: resolver).mustConfirm == nil)
        // Typed on a phone: a remark after a dash is not the name; a curly apostrophe is one.
        expectDrafts([("Remind me on Friday to pay Rui back – he covered lunch", "pay Rui back", "2026-11-27T09:00:00+01:00"),
                      ("Remind me tomorrow morning — bins!", "bins", "2026-11-24T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the christmas party on the 18th at 7 pm — fancy dress!", "the christmas party", "2026-12-18T19:00:00+01:00")], intent: "create_event")
        expectDrafts([("Add parents’ evening on Wednesday at 5pm.", "parents’ evening", "2026-11-25T17:00:00+01:00")], intent: "create_event")
        #expect(SlotDrafter.refusal("remind Gita at 12 am") != nil)
    }

    @Test func wordsToSomeoneInTheRoomAreNotTheCommand() {
        expectDrafts([
            ("remind me at 6 pm to collect Divya from dance, and Karthik, shoes on please", "collect Divya from dance", "2026-11-23T18:00:00+01:00"),
            ("remind me tomorrow morning to take the recycling out, Karthik, you're helping", "take the recycling out", "2026-11-24T09:00:00+01:00"),
        ], intent: "add_reminder")
        expectDrafts([
            ("add Anbu's football match on saturday at 10 am, Anbu, where are your boots", "Anbu's football match", "2026-11-28T10:00:00+01:00"),
            // A list of names and a place with its country stay.
            ("add lunch with Adwoa, Kwesi, and Fiifi on friday at 1 pm", "lunch with Adwoa, Kwesi, and Fiifi", "2026-11-27T13:00:00+01:00"),
        ], intent: "create_event")
        #expect(drafter.draft("make a note that the wifi code is on the fridge, Karthik, don't touch it", intent: "create_note", resolver: resolver)
            .slots["title"] == "the wifi code is on the fridge")
        #expect(drafter.draft("email Rasa: Hi Rasa, the parcel is next door. Thanks, Tom", intent: "send_email", resolver: resolver).slots["email_body"]
                == "Hi Rasa, the parcel is next door. Thanks, Tom")
        // Said to someone, or about something, rather than asked of Hearth.
        for text in ["Vasanthi, can you remind me to take my tablets", "I reminded Arul to call the bank at 5", "we had lunch with Selvi on friday at 1",
                     "the dentist sent a reminder for thursday at 9", "Divya has a recital on saturday at 4, doesn't she",
                     "search my emails for the boiler guarantee", "translate the email from Egidijus into English", "book me a flight to Reykjavík",
                     "write me a poem about the sea for Austeja's card", "extend the meeting with Losana by half an hour"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        for text in ["Bharathi, can you hear me? Good. Remind me on sunday to video call Paati",
                     "I had retro with the team Sunday night for two hours, put it in the calendar.",
                     "reply to Olivia's thread, no, just send her a new email saying yes I can make it"] {
            #expect(SlotDrafter.refusal(text) == nil, "\(text)")
        }
    }

    @Test func punctuationSaidAloudIsWritten() {
        #expect(SlotDrafter.punctuated("hi Farid comma I'll be ten minutes late full stop") == "hi Farid, I'll be ten minutes late.")
        #expect(SlotDrafter.punctuated("are you coming tonight question mark") == "are you coming tonight?")
        #expect(SlotDrafter.punctuated("note that Farid said quote I'll bring the rendang unquote") == "note that Farid said \"I'll bring the rendang\"")
        #expect(SlotDrafter.punctuated("note open bracket for Nabila close bracket the recipe") == "note (for Nabila) the recipe")
        // Words that are the content's, or name a mark, stay.
        for text in ["note that the trial period ends on the 15th", "add my colon screening on the 9th", "remind me to charge the dash cam",
                     "what's a comma splice", "put a comma after hello", "get a quote from the plumber",
                     "email eggs at greenfield dash farm dot com saying hi"] {
            #expect(SlotDrafter.punctuated(text) == text, "\(text)")
        }
        expectDrafts([("remind me tomorrow to buy eggs comma flour and sugar", "buy eggs, flour and sugar", "2026-11-24T09:00:00+01:00"),
                      ("remind me at 5 pm to call Farid full stop", "call Farid", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
        let mail = drafter.draft("email Rahim saying thanks exclamation mark see you on friday", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_body"] == "thanks! see you on friday")
        #expect(drafter.draft("take a note colon milk comma eggs comma bread", intent: "create_note", resolver: resolver).slots["title"] == "milk, eggs, bread")
    }

    @Test func aSentenceOfContextBeforeTheRequest() {
        expectDrafts([
            // The request's own time, not the context's.
            ("Matías lands at 6 pm on friday, so remind me at 5 pm on friday to leave for the airport", "leave for the airport", "2026-11-27T17:00:00+01:00"),
            // A length "before" counts back from the context's time.
            ("I'm seeing Tomás at 1 pm tomorrow. remind me an hour before to print the contract", "print the contract", "2026-11-24T12:00:00+01:00"),
        ], intent: "add_reminder")
        expectDrafts([
            ("Josefa said the viewing is at 11 on saturday. add the flat viewing", "the flat viewing", "2026-11-28T11:00:00+01:00"),
        ], intent: "create_event")
        // The context's repeat is not the request's.
        #expect(drafter.draft("Rayén's ballet moved to 5 pm on saturdays. add her ballet on saturday at 5 pm", intent: "create_event", resolver: resolver)
            .slots["recurrence"] == nil)
        // A bare clock whose day is only in the context is asked about; "that day" is the day said before it.
        #expect(drafter.draft("my train is at 7:40 tomorrow morning. remind me at 6:30 to get up", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        let thatDay = drafter.draft("Antonella's recital is on the 14th at 7 pm. remind me at noon that day to buy flowers", intent: "add_reminder", resolver: resolver)
        #expect(thatDay.slots["datetime_point"] == "2026-12-14T12:00:00+01:00" && thatDay.slots["title"] == "buy flowers", "\(thatDay.slots)")
        // A note that points back is what was said before it.
        #expect(drafter.draft("I just parked on level 3, bay 41. note that down", intent: "create_note", resolver: resolver).slots["title"]
                == "I just parked on level 3, bay 41")
        // Mail from "them" is asked about; a sender does not run across a sentence.
        let mail = drafter.draft("I'm waiting to hear from the bank. any email from them", intent: "read_email", resolver: resolver)
        #expect(mail.slots["email_from"] == nil)
        #expect(mail.mustConfirm != nil)
    }

    @Test func englishAsASecondLanguage() {
        expectDrafts([("remind me at 8 of the evening to close the windows", "close the windows", "2026-11-23T20:00:00+01:00"),
                      ("remind to me the appointment of the doctor on wednesday at 10", "the appointment of the doctor", "2026-11-25T10:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add the dentist at tuesday at 10 hours", "the dentist", "2026-11-24T10:00:00+01:00"),
                      ("add yoga class in the 4 of december at 6 of the afternoon", "yoga class", "2026-12-04T18:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("show me the last email of Askar", intent: "read_email", resolver: resolver).slots["email_from"] == "Askar")
        #expect(drafter.draft("read the mail that sent me Daulet", intent: "read_email", resolver: resolver).slots["email_from"] == "Daulet")
        // What a task quotes after a colon keeps its day.
        expectDrafts([("remind me at noon to ask Azlan: are we still on for friday?", "ask Azlan: are we still on for friday", "2026-11-23T12:00:00+01:00")],
                     intent: "add_reminder")
        let mail = drafter.draft("send to Nurlan a email saying I arrive at 18", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Nurlan")
        #expect(mail.slots["email_body"] == "I arrive at 18")
        // A timetable's name is not the reminder's time; a note keeps a clock in what it says.
        #expect(drafter.draft("note that the 5:15 train is late", intent: "create_note", resolver: resolver).slots["title"] == "the 5:15 train is late")
    }

    @Test func daysAndTimesSaidInAnotherLanguage() {
        expectDrafts([("remind me mañana at 9 to call Joaquín", "call Joaquín", "2026-11-24T09:00:00+01:00"),
                      ("remind me pasado mañana to pay the gas bill", "pay the gas bill", "2026-11-25T09:00:00+01:00"),
                      ("remind me morgen früh to take the bins out", "take the bins out", "2026-11-24T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add dinner with Solène vendredi at 7:30 pm", "dinner with Solène", "2026-11-27T19:30:00+01:00"),
                      ("add tapas with Joaquín el sábado at 9 pm", "tapas with Joaquín", "2026-11-28T21:00:00+01:00"),
                      // A name is kept: "Domingo" is someone.
                      ("add lunch with Domingo on friday at 1 pm", "lunch with Domingo", "2026-11-27T13:00:00+01:00")], intent: "create_event")
        // "mamaya" (later today) has no hour; a word between "remind me" and the task that no
        // time was read from is not dropped unasked.
        #expect(drafter.draft("remind me mamaya to text Corazon", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("remind me ahorita to text Corazon", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
    }

    @Test func theNightAndTheWorkingCalendar() {
        expectDrafts([("remind me at 12:30 tonight to turn the heating off", "turn the heating off", "2026-11-24T00:30:00+01:00")], intent: "add_reminder")
        for text in ["remind me at sunset to close the greenhouse", "remind me at bedtime to take my tablets", "remind me midweek to water the garden",
                     "remind me before the 15th to order the present", "remind me on friday night at 2 am to call Tomos in Sydney",
                     "remind me in the new year to book the boiler service"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        for text in ["add the audit in 3 working days at 9 am", "add the board meeting on the first working day of december at 10 am",
                     "add the quarterly review in week 50", "add a planning day the week after next", "add the launch at the end of next month"] {
            #expect(drafter.draft(text, intent: "create_event", resolver: resolver).mustConfirm != nil, "\(text)")
        }
    }

    @Test func aDayCountedBackFromTheEnd() {
        expectDrafts([("add the choir concert on the second-to-last friday of december at 7 pm", "the choir concert", "2026-12-18T19:00:00+01:00"),
                      ("add Hallgerður's farewell on the next-to-last day of november at 6 pm", "Hallgerður's farewell", "2026-11-29T18:00:00+01:00"),
                      ("add the team lunch on the last weekday of the month at 1 pm", "the team lunch", "2026-11-30T13:00:00+01:00")],
                     intent: "create_event")
        expectDrafts([("remind me on the third-to-last day of the year to book Kolbeinn's flight", "book Kolbeinn's flight", "2026-12-29T09:00:00+01:00"),
                      ("remind me on the last day but two of the month to water the plants", "water the plants", "2026-11-28T09:00:00+01:00")],
                     intent: "add_reminder")
        // Placed from Monday to Friday, and asked about: a holiday Hearth does not know may move it.
        let working = drafter.draft("add the stock count on the last working day of december at 9 am", intent: "create_event", resolver: resolver)
        #expect(working.slots["datetime_point"] == "2026-12-31T09:00:00+01:00")
        #expect(working.mustConfirm?.contains("last working day") == true)
        // Hyphenated words of another kind stay one name.
        expectDrafts([("add the end-of-year drinks on friday at 6 pm", "the end-of-year drinks", "2026-11-27T18:00:00+01:00")], intent: "create_event")
    }

    @Test func machineTimesWithTheirOffset() {
        expectDrafts([("add the deploy window 2026-11-25T14:00Z", "the deploy window", "2026-11-25T15:00:00+01:00"),
                      ("add the release call at 2026-12-02T08:00:00.000Z", "the release call", "2026-12-02T09:00:00+01:00"),
                      ("add the sync 2026-12-03 09:00 -05:00", "the sync", "2026-12-03T15:00:00+01:00"),
                      ("add the webinar 2026-12-04T18:00+05:30", "the webinar", "2026-12-04T13:30:00+01:00"),
                      ("add the call with Lensa at 1600Z on thursday", "the call with Lensa", "2026-11-26T17:00:00+01:00"),
                      ("add lunch with Lensa at 12:00+01:00 on friday", "lunch with Lensa", "2026-11-27T12:00:00+01:00")],
                     intent: "create_event")
        expectDrafts([("remind me at 14:30Z to check the build", "check the build", "2026-11-23T15:30:00+01:00"),
                      ("remind me at 2026-11-30T07:00:00+09:00 to call Bontu", "call Bontu", "2026-11-29T23:00:00+01:00")],
                     intent: "add_reminder")
        let window = drafter.draft("add the maintenance from 2026-11-28T22:00Z to 2026-11-29T02:00Z", intent: "create_event", resolver: resolver)
        #expect(window.slots["datetime_range"] == "2026-11-28T23:00:00+01:00/2026-11-29T03:00:00+01:00")
        #expect(window.slots["title"] == "the maintenance")
        // A stretch of clocks is no offset.
        #expect(drafter.draft("add the sync at 9:00-10:00 tomorrow", intent: "create_event", resolver: resolver).slots["datetime_range"]
                == "2026-11-24T09:00:00+01:00/2026-11-24T10:00:00+01:00")
    }

    @Test func clocksCountedFromNoonOrMidnight() {
        expectDrafts([("remind me at quarter past noon to call Dinuka", "call Dinuka", "2026-11-23T12:15:00+01:00"),
                      ("remind me at half past midnight to switch off the heater", "switch off the heater", "2026-11-24T00:30:00+01:00"),
                      ("remind me at midnight thirty to check on Chamath", "check on Chamath", "2026-11-24T00:30:00+01:00"),
                      ("remind me at a quarter to midnight to take the bins out", "take the bins out", "2026-11-23T23:45:00+01:00"),
                      ("remind me at 12 noon tomorrow to pay Tharushi", "pay Tharushi", "2026-11-24T12:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add coffee with Nethmi at noon-thirty", "coffee with Nethmi", "2026-11-23T12:30:00+01:00"),
                      ("add the call with Chamath at ten to noon tomorrow", "the call with Chamath", "2026-11-24T11:50:00+01:00"),
                      ("add a call with Dinuka at quarter past midnight tonight", "a call with Dinuka", "2026-11-24T00:15:00+01:00"),
                      ("add the vigil on friday at 12 midnight", "the vigil", "2026-11-28T00:00:00+01:00")],
                     intent: "create_event")
    }

    @Test func datesTypedAsOtherCountriesWriteThem() {
        expectDrafts([("add the year-end party on 12月18日 at 7 pm", "the year-end party", "2026-12-18T19:00:00+01:00"),
                      ("add the call with Hayoon on 12월 3일 at 3 pm", "the call with Hayoon", "2026-12-03T15:00:00+01:00"),
                      ("add dinner with Natsumi on 1月8日 at 7 pm", "dinner with Natsumi", "2027-01-08T19:00:00+01:00"),
                      ("add the meetup on 04.12.2026 at 6 pm", "the meetup", "2026-12-04T18:00:00+01:00")],
                     intent: "create_event")
        expectDrafts([("remind me on 2026年12月10日 to pay Xiaoling", "pay Xiaoling", "2026-12-10T09:00:00+01:00"),
                      // "Manana" capitalised is a person; "manana" is still tomorrow.
                      ("remind me at 5 pm to ring Manana", "ring Manana", "2026-11-23T17:00:00+01:00"),
                      ("remind me manana at 9 to call Bo", "call Bo", "2026-11-24T09:00:00+01:00")],
                     intent: "add_reminder")
        // A note keeps the date as typed.
        #expect(drafter.draft("note that the party is on 12月18日", intent: "create_note", resolver: resolver).slots["title"] == "the party is on 12月18日")
    }

    @Test func lengthsTypedCompactlyAndWeekdaysCounted() {
        let call = drafter.draft("add a call with Aryuna at 4 pm for PT45M", intent: "create_event", resolver: resolver)
        #expect(call.slots["title"] == "a call with Aryuna")
        #expect(call.slots["duration_min"] == "45")
        let dentist = drafter.draft("add the dentist on monday at 9 am, duration 40 min", intent: "create_event", resolver: resolver)
        #expect(dentist.slots["title"] == "the dentist")
        #expect(dentist.slots["datetime_range"] == "2026-11-30T09:00:00+01:00/2026-11-30T09:40:00+01:00")
        expectDrafts([("remind me in 1d 2h to check the parcel", "check the parcel", "2026-11-24T12:00:00+01:00"),
                      ("remind me in PT2H to check the bread", "check the bread", "2026-11-23T12:00:00+01:00"),
                      ("remind me two fridays from now to pay Tõnu back", "pay Tõnu back", "2026-12-04T09:00:00+01:00"),
                      ("remind me in two sundays' time to call Helme", "call Helme", "2026-12-06T09:00:00+01:00"),
                      ("remind me on the 10th of the month after next to pay the rent", "pay the rent", "2027-01-10T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add the choir rehearsal three mondays from now at 7 pm", "the choir rehearsal", "2026-12-14T19:00:00+01:00")], intent: "create_event")
        // Not a repeat: one day, counted.
        #expect(drafter.draft("remind me a couple of fridays from now to book the MOT", intent: "add_reminder", resolver: resolver).slots["recurrence"] == nil)
        // "The year after next", like "next year", has no day to run on.
        #expect(drafter.draft("remind me the year after next to check the pension", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
    }

    @Test func twentyFourHourClocksInWords() {
        expectDrafts([("remind me at seventeen oh five to call Poltak", "call Poltak", "2026-11-23T17:05:00+01:00"),
                      ("remind me at thirteen forty to call Togar", "call Togar", "2026-11-23T13:40:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add the drill at fifteen hundred hours on wednesday", "the drill", "2026-11-25T15:00:00+01:00")], intent: "create_event")
        // An afternoon's clock said with the morning: which was meant is asked.
        #expect(drafter.draft("add the briefing at 15:00 in the morning", intent: "create_event", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("add the briefing at 09:00 in the morning", intent: "create_event", resolver: resolver).mustConfirm == nil)
    }

    @Test func aClockSaidAgainstTheHour() {
        // Said at 10:00: the next such minute to come.
        expectDrafts([("remind me at quarter past the hour to check the roast", "check the roast", "2026-11-23T10:15:00+01:00"),
                      ("remind me at ten to the hour to leave for the station", "leave for the station", "2026-11-23T10:50:00+01:00"),
                      ("remind me at 25 past the next hour to call Kealoha back", "call Kealoha back", "2026-11-23T11:25:00+01:00"),
                      ("remind me at the top of the next hour to ring Tsegaye", "ring Tsegaye", "2026-11-23T11:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add a call with Tsegaye at twenty to the hour", "a call with Tsegaye", "2026-11-23T10:40:00+01:00")], intent: "create_event")
    }

    @Test func aYearSaidInWords() {
        expectDrafts([("add the wedding on june 12th twenty twenty-seven at 2 pm", "the wedding", "2027-06-12T14:00:00+02:00"),
                      ("add the gala on the twelfth of december twenty twenty-six at 8 pm", "the gala", "2026-12-12T20:00:00+01:00")],
                     intent: "create_event")
        expectDrafts([("remind me in march twenty twenty-seven to renew the passport", "renew the passport", "2027-03-01T09:00:00+01:00"),
                      ("remind me on new year's day twenty twenty-seven to call Sìne", "call Sìne", "2027-01-01T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("remind me on the 1st of december, twenty twenty-six, to book the train", "book the train", "2026-12-01T09:00:00+01:00"),
                      ("remind me at 5 pm to book the twenty twenty vision test", "book the twenty twenty vision test", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
        // A date in figures with its year may still be either way round.
        let launch = drafter.draft("add the launch on 12/4/26 at 10 am", intent: "create_event", resolver: resolver)
        #expect(launch.mustConfirm?.contains("12/4/26") == true)
    }

    @Test func aNameSpelledOutAndCapitals() {
        #expect(SlotDrafter.withoutSpelling("email Aoibheann, A O I B H E A N N, saying see you thursday") == "email Aoibheann saying see you thursday")
        #expect(SlotDrafter.withoutSpelling("remind me at 5 pm to text Xochitl, that's X-O-C-H-I-T-L") == "remind me at 5 pm to text Xochitl")
        #expect(SlotDrafter.withoutSpelling("remind me at noon to ring Caoimhín, C as in Charlie") == "remind me at noon to ring Caoimhín")
        // Letters that spell nothing said are what was meant.
        #expect(SlotDrafter.withoutSpelling("remind me at 8 am to collect the car, registration K 7 Q 2 X Y")
                == "remind me at 8 am to collect the car, registration K 7 Q 2 X Y")
        #expect(drafter.draft("has Izel, I Z E L, written back", intent: "read_email", resolver: resolver).slots["email_from"] == "Izel")
        // In capitals, every word is capitalised: the sender is the name, not the words after it.
        #expect(drafter.draft("HAS ITSUKI WRITTEN BACK", intent: "read_email", resolver: resolver).slots["email_from"] == "ITSUKI")
    }

    @Test func aMonthOrASeasonRatherThanADay() {
        expectDrafts([("remind me in the middle of february to service the car", "service the car", "2027-02-15T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the first-week-of-january planning on january 4th at 10 am", "the first-week-of-january planning", "2027-01-04T10:00:00+01:00")],
                     intent: "create_event")
        for text in ["remind me late january to plan the party", "remind me in spring to plant the kūmara", "remind me over christmas to call Tama",
                     "remind me the first week of january to start the diet"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        for text in ["add the family holiday in january", "add a visit from Aperahama early december", "add the conference next month"] {
            #expect(drafter.draft(text, intent: "create_event", resolver: resolver).mustConfirm != nil, "\(text)")
        }
    }

    @Test func casualWaysOfAskingAreSaidPlainly() {
        #expect(SlotDrafter.plainRequest("give me a shout at 4 to grab my football kit") == "remind me at 4 to grab my football kit")
        #expect(SlotDrafter.plainRequest("shoot Gabriel an email saying I'm in for saturday") == "email Gabriel saying I'm in for saturday")
        #expect(SlotDrafter.plainRequest("block out saturday from 9 to 1 for the allotment") == "add the allotment saturday from 9 to 1")
        // Not a request: left as it is.
        for text in ["give me a shout if you need anything", "book me a taxi for 6", "catch me up on the football", "fire off the sprinklers", "lock the front door"] {
            #expect(SlotDrafter.plainRequest(text) == text)
        }
        expectDrafts([("jog my memory tomorrow morning about the parking fine", "the parking fine", "2026-11-24T09:00:00+01:00"),
                      ("holler at me tomorrow at 7 am to leave early", "leave early", "2026-11-24T07:00:00+01:00"),
                      // "in 15": a round number of minutes, said without the unit.
                      ("ping me in 15 to flip the steaks", "flip the steaks", "2026-11-23T10:15:00+01:00")], intent: "add_reminder")
        expectDrafts([("chuck the vet in the diary for monday at 9:15 am", "the vet", "2026-11-30T09:15:00+01:00"),
                      ("lock in dinner with Keoni on friday at 7:30 pm", "dinner with Keoni", "2026-11-27T19:30:00+01:00"),
                      ("can you mark down the dentist for the 8th at 10 am", "the dentist", "2026-12-08T10:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("scribble down that the gate code is 1907", intent: "create_note", resolver: resolver).slots["title"] == "the gate code is 1907")
        #expect(drafter.draft("catch me up on Malia's emails", intent: "read_email", resolver: resolver).slots["email_from"] == "Malia")
        #expect(drafter.draft("get an email off to Malia saying happy birthday", intent: "send_email", resolver: resolver).slots["email_to"] == "Malia")
    }

    @Test func requestsPutAsQuestionsOrSuggestionsAreSaidPlainly() {
        let asked = [("any chance you could remind me at 5 to water the ferns?", "remind me at 5 to water the ferns?"),
                     ("do you think you could add the quiz night on friday at 8 pm", "add the quiz night on friday at 8 pm"),
                     ("I was wondering if you could email Aroha saying the bach is free", "email Aroha saying the bach is free"),
                     ("would you mind adding the quiz night on friday at 8 pm", "add the quiz night on friday at 8 pm"),
                     ("how about putting the plumber in for thursday at 8 am", "add the plumber for thursday at 8 am"),
                     ("what if you reminded me at noon to eat", "remind me at noon to eat"),
                     ("why don't you remind me at 8 to take the bins out", "remind me at 8 to take the bins out"),
                     ("you couldn't email Aroha saying I'm late, could you?", "email Aroha saying I'm late"),
                     ("add the quiz on friday at 8 pm, would you?", "add the quiz on friday at 8 pm"),
                     ("lowkey add the gig on friday at 9 pm", "add the gig on friday at 9 pm"),
                     ("ngl has Ikaika written back", "has Ikaika written back")]
        for (text, plain) in asked {
            #expect(SlotDrafter.plainRequest(text) == plain, "\(text)")
        }
        // A question that asks for nothing, or a mind that is the listener's own: left as it is.
        for text in ["would you mind if I called you later", "do you think it will rain on friday", "how about the weather tomorrow",
                     "why don't you like jazz", "put the kitchen fitter in on friday at 8 am"] {
            #expect(SlotDrafter.plainRequest(text) == text, "\(text)")
        }
        expectDrafts([("can you remind me, say, friday at 4 pm to book the ferry", "book the ferry", "2026-11-27T16:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("can we get the stocktake in for wednesday at 7 am?", "the stocktake", "2026-11-25T07:00:00+01:00")], intent: "create_event")
        // Asking how, or asking back what was kept, is no request.
        #expect(SlotDrafter.asksHowTo("how do I set a reminder for 9 tomorrow?"))
        #expect(SlotDrafter.asksHowTo("where can I change the email address"))
        #expect(!SlotDrafter.asksHowTo("how about a reminder at 9 tomorrow to call Mum"))
        #expect(SlotDrafter.refusal("could you remind me what the wifi password was?") != nil)
        #expect(SlotDrafter.refusal("why don't you remind me at 8 to take the bins out") == nil)
        #expect(SlotDrafter.asksForMail("see whether Rangi replied about the lease"))
    }

    @Test func slangAroundTheCommandIsNotPartOfIt() {
        expectDrafts([("remind me at 7 pm to call Nan lol", "call Nan", "2026-11-23T19:00:00+01:00"),
                      ("remind me tomorrow at 9 am to hand in the lab report tbh", "hand in the lab report", "2026-11-24T09:00:00+01:00"),
                      ("remind me at 6 to stretch no cap", "stretch", "2026-11-23T18:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the gig on friday at 9 pm omg it's going to be so good", "the gig", "2026-11-27T21:00:00+01:00"),
                      ("add the maths exam on the 9th at 10 am, wish me luck", "the maths exam", "2026-12-09T10:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("make a note that the lab is in room 4 fr", intent: "create_note", resolver: resolver).slots["title"] == "the lab is in room 4")
        // A message says what it says.
        #expect(drafter.draft("email Nan saying see you soon lol", intent: "send_email", resolver: resolver).slots["email_body"] == "see you soon lol")
        #expect(drafter.draft("any new emails from the council rn", intent: "read_email", resolver: resolver).slots["email_from"] == "the council")
        // "idk like friday": the time is hedged, and asked about.
        #expect(drafter.draft("remind me to book the bus idk like friday at 5", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
    }

    @Test func australianAndNewZealandEnglish() {
        expectDrafts([("remind me tomorrow arvo to ring the vet", "ring the vet", "2026-11-24T15:00:00+01:00"),
                      ("remind me sat arvo at 2 to wash the ute", "wash the ute", "2026-11-28T14:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("pop the school disco in for friday at 6 pm", "the school disco", "2026-11-27T18:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("did Hemi flick me an email about the bach", intent: "read_email", resolver: resolver).slots["email_from"] == "Hemi")
        // "in a jiffy", "over the long weekend": no hour to run it at.
        #expect(drafter.draft("remind me in a jiffy to turn the oven off", intent: "add_reminder", resolver: resolver).unresolvedTime != nil)
        #expect(drafter.draft("add the cottage trip over the long weekend", intent: "create_event", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("add the gig sometime next month", intent: "create_event", resolver: resolver).slots["title"] == "the gig")
    }

    @Test func scottishAndIrishEnglish() {
        expectDrafts([("remind me the morn at 10 to ring the garage", "ring the garage", "2026-11-24T10:00:00+01:00"),
                      ("remind me the day at 3 to call the bank", "call the bank", "2026-11-23T15:00:00+01:00"),
                      ("remind me the night to lock the shed", "lock the shed", "2026-11-23T20:00:00+01:00"),
                      ("give us a bell the morn's morn to move the car", "move the car", "2026-11-24T09:00:00+01:00"),
                      // "on" before "at" is the task's.
                      ("remind me to put the heating on at 6 tomorrow", "put the heating on", "2026-11-24T18:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the pub quiz the night at 8", "the pub quiz", "2026-11-23T20:00:00+01:00"),
                      ("add Hogmanay at Eilidh's on the 31st at 10 pm", "Hogmanay at Eilidh's", "2026-12-31T22:00:00+01:00"),
                      ("add the wedding on the 3rd of january two thousand and twenty-seven at 2 pm", "the wedding", "2027-01-03T14:00:00+01:00"),
                      // "the night before", "in the night", "the night shift": not tonight.
                      ("add the night shift on friday at 10 pm", "the night shift", "2026-11-27T22:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("any emails fae the bank", intent: "read_email", resolver: resolver).slots["email_from"] == "the bank")
        let mail = drafter.draft("send an email tae Eilidh saying see you the night", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Eilidh" && mail.slots["email_body"] == "see you the night", "\(mail.slots)")
        #expect(drafter.draft("note that the chippy shuts at 10 the night", intent: "create_note", resolver: resolver).slots["title"] == "the chippy shuts at 10 the night")
        #expect(drafter.draft("remind me in a wee while to check the oven", intent: "add_reminder", resolver: resolver).unresolvedTime != nil)
        #expect(SlotDrafter.refusal("wake me at half six the morn") != nil)
        #expect(SlotDrafter.refusal("remind me at 10 tonight to set the alarm") == nil)
        #expect(SlotDrafter.refusal("move the dentist to twenty past three") != nil)
        #expect(SlotDrafter.asksForMail("any chance Mhairi's emailed?"))
    }

    @Test func asidesInBracketsOrBetweenDashes() {
        expectDrafts([("remind me at 7 pm (after the gym) to stretch", "stretch", "2026-11-23T19:00:00+01:00"),
                      ("remind me – this matters – to post the forms tomorrow at 9 am", "post the forms", "2026-11-24T09:00:00+01:00"),
                      ("remind me [important] at 3 pm to ring the vet", "ring the vet", "2026-11-23T15:00:00+01:00"),
                      // Who or what the thing is stays in its name.
                      ("remind me to feed Pip (the cat) at 6 pm", "feed Pip (the cat)", "2026-11-23T18:00:00+01:00"),
                      // A time in the aside is read as said; a correction between dashes is one.
                      ("remind me on friday — the 27th — at 8 am to pay the rent", "pay the rent", "2026-11-27T08:00:00+01:00"),
                      ("remind me at 7:45 am — sorry, 8:15 am — to leave", "leave", "2026-11-24T08:15:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the quiz (bring a pen!) on thursday at 8 pm", "the quiz", "2026-11-26T20:00:00+01:00"),
                      ("add the gig on friday at 9 pm (doors at 8)", "the gig", "2026-11-27T21:00:00+01:00")], intent: "create_event")
        let length = drafter.draft("add a massage on monday — an hour — at 5 pm", intent: "create_event", resolver: resolver)
        #expect(length.slots["datetime_range"] == "2026-11-30T17:00:00+01:00/2026-11-30T18:00:00+01:00", "\(length.slots)")
        // Another time offered in an aside is asked about.
        #expect(drafter.draft("remind me at 5 pm (or 5:30, whichever) to go", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        let mail = drafter.draft("email Hana (my neighbour) saying the parcel is here (it's big)", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Hana" && mail.slots["email_body"] == "the parcel is here (it's big)", "\(mail.slots)")
        #expect(drafter.draft("did Tomas (from the garage) email me", intent: "read_email", resolver: resolver).slots["email_from"] == "Tomas")
        #expect(drafter.draft("note that the code (the new one) is 1234", intent: "create_note", resolver: resolver).slots["title"] == "the code (the new one) is 1234")
        #expect(SlotDrafter.refusal("remind Hana – not me – to lock up") != nil)
    }

    @Test func singaporeNigerianAndSouthAfricanEnglish() {
        expectDrafts([("remind me tomorrow 8am to renew the permit, can?", "renew the permit", "2026-11-24T08:00:00+01:00"),
                      ("remind me at 6pm to buy bread lah", "buy bread", "2026-11-23T18:00:00+01:00"),
                      ("help me set a reminder for Thursday 2pm to call the agent", "call the agent", "2026-11-26T14:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("help me add tea with Hui Min on Saturday 3pm", "tea with Hui Min", "2026-11-28T15:00:00+01:00")], intent: "create_event")
        // "just now" and "now now": some time soon, not now.
        #expect(drafter.draft("remind me just now to take the washing in", intent: "add_reminder", resolver: resolver).unresolvedTime != nil)
        let mail = drafter.draft("email Hui Min saying the tickets are booked lah", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Hui Min" && mail.slots["email_body"] == "the tickets are booked lah", "\(mail.slots)")
        #expect(drafter.draft("did Kwabena Mensah send the invoice", intent: "read_email", resolver: resolver).slots["email_from"] == "Kwabena Mensah")
        #expect(drafter.draft("email Bola and Kemi saying see you soon", intent: "send_email", resolver: resolver).slots["email_to"] == "Bola,Kemi")
        #expect(SlotDrafter.refusal("book a Grab to the station at 7am") != nil)
        // "12.30pm" typed with a dot is half past twelve, not a "30pm" that cannot be.
        let dotted = drafter.draft("add tea with Hui Min on Saturday 12.30pm", intent: "create_event", resolver: resolver)
        #expect(dotted.slots["datetime_point"] == "2026-11-28T12:30:00+01:00" && dotted.mustConfirm == nil, "\(dotted.mustConfirm ?? "")")
        // "the night before the trip", with no day said for the trip: asked about.
        #expect(drafter.draft("remind me the night before the trip to pack the charger", intent: "add_reminder", resolver: resolver).unresolvedTime != nil)
    }

    @Test func repeatsWithDaysLeftOut() {
        let cases: [(String, String, String, String)] = [
            ("remind me every day except saturday at 8 pm to floss", "floss", "2026-11-23T20:00:00+01:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SU"),
            ("remind me every day apart from the weekend at 5 pm to stretch", "stretch", "2026-11-23T17:00:00+01:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
            ("remind me every morning but not on sundays at 7 to walk the dog", "walk the dog", "2026-11-24T07:00:00+01:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA"),
            ("remind me every weekday but thursday at 4 pm to tidy the desk", "tidy the desk", "2026-11-23T16:00:00+01:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,FR"),
            ("remind me every tuesday to thursday at 9 am to check stock", "check stock", "2026-11-24T09:00:00+01:00", "FREQ=WEEKLY;BYDAY=TU,WE,TH"),
        ]
        for (text, title, time, rule) in cases {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_point"] == time && draft.slots["recurrence"] == rule, "\(text): \(draft.slots)")
            #expect(draft.mustConfirm == nil, "\(text)")
        }
        // A day a weekly rule cannot leave out is asked about.
        for text in ["remind me every friday except the 18th of december at 9 am to pay Jan", "remind me every weekday except bank holidays at 8 am to open up",
                     "remind me on mondays except next week at 6 pm to call Ona"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        #expect(drafter.draft("add drinks with Ona on friday at 6 pm, except if it rains", intent: "create_event", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("add the derby (Barça v Espanyol) on sunday at 9 pm", intent: "create_event", resolver: resolver).slots["title"] == "the derby (Barça v Espanyol)")
        #expect(drafter.draft("any emails from the council other than the newsletter", intent: "read_email", resolver: resolver).slots["email_from"] == "the council")
    }

    @Test func peopleNamedByWhoTheyAreToTheSpeaker() {
        let cases: [(String, String, String?)] = [("read me the emails from my boss", "email_from", "my boss"), ("did my sister email me", "email_from", "my sister"),
                                                  ("has my landlord replied", "email_from", "my landlord"), ("read me the latest email from my inbox", "email_from", nil),
                                                  ("email my brother and my sister saying dinner is at mine", "email_to", "my brother,my sister"),
                                                  ("email the kids' teacher saying Amelia will be off on friday", "email_to", "the kids' teacher"),
                                                  ("email Auntie Rose saying thank you for the lovely card", "email_to", "Auntie Rose")]
        for (text, slot, value) in cases {
            let intent = slot == "email_to" ? "send_email" : "read_email"
            #expect(drafter.draft(text, intent: intent, resolver: resolver).slots[slot] == value, "\(text)")
        }
        #expect(SlotDrafter.refusal("remind my husband to take the bins out at 8") != nil)
    }

    @Test func aNumberInANameIsNoTime() {
        expectDrafts([("remind me at 9 am to buy tickets for The 1975", "buy tickets for The 1975", "2026-11-24T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add Studio 54 night with Waisale on saturday at 10 pm", "Studio 54 night with Waisale", "2026-11-28T22:00:00+01:00"),
                      ("add the Year 6 nativity on tuesday at 2 pm", "the Year 6 nativity", "2026-11-24T14:00:00+01:00"),
                      ("add the 5 Seconds of Summer gig on the 2nd at 8 pm", "the 5 Seconds of Summer gig", "2026-12-02T20:00:00+01:00"),
                      // The number is the time's: an hour after a person's name, a length, a month.
                      ("schedule lunch with Tom 11 the 26th", "lunch with Tom", "2026-11-26T11:00:00+01:00"),
                      ("add lunch with Priit 5 days from now at 1 pm", "lunch with Priit", "2026-11-28T13:00:00+01:00"),
                      ("add dinner with Folake on 5 Dec at 7:30 pm", "dinner with Folake", "2026-12-05T19:30:00+01:00")], intent: "create_event")
        #expect(drafter.draft("read me the latest from Studio 54", intent: "read_email", resolver: resolver).slots["email_from"] == "Studio 54")
    }

    @Test func timesCountedFromAnotherThing() {
        expectDrafts([("remind me 15 minutes before the 3 o'clock call with Aada to print the slides", "print the slides", "2026-11-23T14:45:00+01:00"),
                      ("remind me 45 minutes before the 4:30 train to Tampere to leave the office", "leave the office", "2026-11-23T15:45:00+01:00"),
                      ("remind me two days before the 5th of december to pack for Oulu", "pack for Oulu", "2026-12-03T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the sound check on friday 90 minutes before the 8 pm gig", "the sound check", "2026-11-27T18:30:00+01:00"),
                      ("add a haircut at 10 the day before Elina's wedding on the 5th", "a haircut", "2026-12-04T10:00:00+01:00"),
                      ("add a rehearsal the evening before the concert on saturday", "a rehearsal", "2026-11-27T19:00:00+01:00")], intent: "create_event")
        // Counted from something whose time was not said: no time, and asked about.
        let unsaid = [("remind me an hour before my flight to check in online", "add_reminder", "check in online"),
                      ("remind me before leaving for office to take the lunch box", "add_reminder", "take the lunch box"),
                      ("add a briefing 20 minutes before the board meeting on tuesday", "create_event", "a briefing"),
                      ("add coffee with Onni right after the 1 pm lecture on wednesday", "create_event", "coffee with Onni")]
        for (text, intent, title) in unsaid {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_point"] == nil && draft.unresolvedTime != nil, "\(text)")
        }
        // A task that counts from a time is not the reminder's time.
        expectDrafts([("remind me at 5 to leave 10 minutes before the match", "leave before the match", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
    }

    @Test func indianEnglish() {
        expectDrafts([("keep a reminder for tomorrow 6 pm to pay the electricity bill", "pay the electricity bill", "2026-11-24T18:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("fix a meeting with Ketan tomorrow 11 am", "a meeting with Ketan", "2026-11-24T11:00:00+01:00"),
                      ("add Bhavna's engagement on 6th Dec evening 7 pm", "Bhavna's engagement", "2026-12-06T19:00:00+01:00"),
                      ("add the school annual day on 18th December morning", "the school annual day", "2026-12-18T09:00:00+01:00"),
                      ("add the flight to Pune on monday early morning 6 am", "the flight to Pune", "2026-11-30T06:00:00+01:00")], intent: "create_event")
        let mail = drafter.draft("write a mail to Sudhir sir with subject leave application saying I need leave on monday", intent: "send_email", resolver: resolver)
        // The courtesy after the name is not the name (sixty-fourth session; set 100 labels "Sudhir sir",
        // sets 1028 and 1040 the name alone): the address book knows "Sudhir".
        #expect(mail.slots["email_to"] == "Sudhir" && mail.slots["email_body"] == "I need leave on monday")
        #expect(drafter.draft("send one mail to Ketan saying the meeting is postponed to friday", intent: "send_email", resolver: resolver).slots["email_to"] == "Ketan")
        #expect(drafter.draft("revert to Harsha saying the quotation is fine", intent: "send_email", resolver: resolver).slots["email_to"] == "Harsha")
        #expect(drafter.draft("read the mail sent by Venkatesh", intent: "read_email", resolver: resolver).slots["email_from"] == "Venkatesh")
        #expect(SlotDrafter.plainRequest("did Gaurav revert to my mail") == "did Gaurav reply to my mail")
        #expect(SlotDrafter.plainRequest("did Jasur revert on the contract") == "did Jasur reply about the contract")
        #expect(SlotDrafter.refusal("prepone the review meeting to 3 pm") != nil)
        // "next to next monday": the next one, or the one after.
        #expect(drafter.draft("remind me next to next monday to collect the cheque", intent: "add_reminder", resolver: resolver).unresolvedTime != nil)
    }

    @Test func daysCountedInWeeksTheBritishWay() {
        expectDrafts([("remind me friday fortnight to pay Kittisak back", "pay Kittisak back", "2026-12-11T09:00:00+01:00"),
                      ("remind me three weeks today to book the boiler service", "book the boiler service", "2026-12-14T09:00:00+01:00"),
                      ("remind me two weeks tomorrow at 9 am to send the figures", "send the figures", "2026-12-08T09:00:00+01:00"),
                      ("remind me a month today to cancel the free trial", "cancel the free trial", "2026-12-23T09:00:00+01:00"),
                      // "from today" is a length from now, to the minute.
                      ("remind me two weeks from today to chase Madis", "chase Madis", "2026-12-07T10:00:00+01:00"),
                      ("remind me the weekend after next to book the car in", "book the car in", "2026-12-05T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("schedule the team review thursday fortnight at 2 pm", "the team review", "2026-12-10T14:00:00+01:00"),
                      ("add the dentist three weeks on monday at 9:30 am", "the dentist", "2026-12-21T09:30:00+01:00"),
                      ("add the quiz two weeks today at 7:30 pm", "the quiz", "2026-12-07T19:30:00+01:00"),
                      ("add the flu jab tomorrow week at 10 am", "the flu jab", "2026-12-01T10:00:00+01:00")], intent: "create_event")
        // Which day of the two, or which Saturday a month on: asked about.
        for text in ["add the gig the weekend after next", "add Pim's recital a month on saturday"] {
            #expect(IntentParser.holdBack(drafter.draft(text, intent: "create_event", resolver: resolver)) != nil, "\(text)")
        }
        #expect(drafter.draft("remind me a week or so from now to follow up with Wichai", intent: "add_reminder", resolver: resolver).unresolvedTime != nil)
    }

    @Test func anEventsEndOrLengthSaidInPassing() {
        let cases: [(String, String)] = [
            ("add the parents' meeting on the 3rd from 4 pm, it ends at 5:30", "2026-12-03T16:00:00+01:00/2026-12-03T17:30:00+01:00"),
            ("add lunch with Lealofi on sunday from 12:30, it'll run till about 2", "2026-11-29T12:30:00+01:00/2026-11-29T14:00:00+01:00"),
            ("add a study session tomorrow from 1 pm, wraps up by 3", "2026-11-24T13:00:00+01:00/2026-11-24T15:00:00+01:00"),
            ("add the training day on monday from 9 am, finishing at 5 pm", "2026-11-30T09:00:00+01:00/2026-11-30T17:00:00+01:00"),
            ("add the board meeting on tuesday from 10 am through to 1 pm", "2026-11-24T10:00:00+01:00/2026-11-24T13:00:00+01:00"),
            ("add a call with Sina tomorrow at 3, it lasts 90 minutes", "2026-11-24T15:00:00+01:00/2026-11-24T16:30:00+01:00"),
            ("add a massage on saturday at 2 pm, an hour long", "2026-11-28T14:00:00+01:00/2026-11-28T15:00:00+01:00"),
            ("add the exam on the 9th from 9 am for three hours", "2026-12-09T09:00:00+01:00/2026-12-09T12:00:00+01:00"),
            // An event "10 til 12" is from 10 to 12, not ten to twelve.
            ("add the workshop on friday 10 til 12", "2026-11-27T10:00:00+01:00/2026-11-27T12:00:00+01:00"),
            // Repeated: a clock time after "till" ends each one, not the repeat; 8 after 6 pm is 8 pm.
            ("add choir every thursday at 6 pm, it runs till 8", "2026-11-26T18:00:00+01:00/2026-11-26T20:00:00+01:00"),
            ("add a standup every weekday at 9:15, it takes 15 minutes", "2026-11-24T09:15:00+01:00/2026-11-24T09:30:00+01:00"),
        ]
        for (text, range) in cases {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["datetime_range"] == range && draft.mustConfirm == nil, "\(text): \(draft.slots)")
        }
        #expect(drafter.draft("add choir every thursday at 6 pm, it runs till 8", intent: "create_event", resolver: resolver).slots["recurrence"] == "FREQ=WEEKLY;BYDAY=TH")
        // A repeat said before a count keeps its days.
        let warmUp = drafter.draft("add a warm-up every sunday 30 minutes before the 11 am match", intent: "create_event", resolver: resolver)
        #expect(warmUp.slots["title"] == "a warm-up" && warmUp.slots["datetime_point"] == "2026-11-29T10:30:00+01:00" && warmUp.slots["recurrence"] == "FREQ=WEEKLY;BYDAY=SU")
        // "every weekday at 8" said at 10 am: 8 in the morning, from tomorrow.
        expectDrafts([("remind me every weekday at 8 to check the stock", "check the stock", "2026-11-24T08:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the open house on saturday from noon onwards", "the open house", "2026-11-28T12:00:00+01:00"),
                      // A name with "run" in it keeps it.
                      ("add the school run on monday at 8 am", "the school run", "2026-11-30T08:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("add the meeting with Mose all afternoon on wednesday", intent: "create_event", resolver: resolver).mustConfirm != nil)
        // A reminder's task keeps its length; a remark after it goes.
        expectDrafts([("remind me at 6 pm to put the slow cooker on for 8 hours", "put the slow cooker on for 8 hours", "2026-11-23T18:00:00+01:00"),
                      ("remind me at 3 pm to leave, the meeting runs till 4", "leave", "2026-11-23T15:00:00+01:00"),
                      ("remind me on sunday at 9 am to charge the drill, the battery lasts 2 hours", "charge the drill", "2026-11-29T09:00:00+01:00"),
                      ("remind me on thursday at 5 pm to feed the cat at flat 9, Nodira is away till monday", "feed the cat at flat 9", "2026-11-26T17:00:00+01:00")],
                     intent: "add_reminder")
    }

    @Test func aCommandSaidAgainAfterAMistake() {
        expectDrafts([("no, I said remind me at 5 to call Jógvan", "call Jógvan", "2026-11-23T17:00:00+01:00"),
                      ("it's Sjúrður, not Sigurd. remind me at 3 to ring Sjúrður", "ring Sjúrður", "2026-11-23T15:00:00+01:00"),
                      ("no, not today: remind me tomorrow at 11 am to post the parcel", "post the parcel", "2026-11-24T11:00:00+01:00"),
                      ("ugh, for the third time, remind me on friday at 2 pm to pay Turið", "pay Turið", "2026-11-27T14:00:00+01:00"),
                      ("not a note, a reminder: water the plants at 6 pm", "water the plants", "2026-11-23T18:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("again: add lunch with Rógvi on friday at 1", "lunch with Rógvi", "2026-11-27T13:00:00+01:00"),
                      ("that was wrong, it's the 8th, not the 18th: add the choir concert on the 8th at 7 pm", "the choir concert", "2026-12-08T19:00:00+01:00"),
                      ("no, I said an event, not a reminder. dinner with Brandur on saturday at 7 pm", "dinner with Brandur", "2026-11-28T19:00:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("let me try again: note that Rógvi prefers tea", intent: "create_note", resolver: resolver).slots["title"] == "Rógvi prefers tea")
        let mail = drafter.draft("no, the email goes to Rógvi, not Roger: email Rógvi saying the boat is ready", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Rógvi" && mail.slots["email_body"] == "the boat is ready", "\(mail.slots)")
        #expect(SlotDrafter.withoutRetry("no, I asked if Gunnvá emailed me") == "check if Gunnvá emailed me")
        #expect(SlotDrafter.asksForMail("no, I asked if Gunnvá emailed me"))
        // Talk about the last result asks for nothing new; a "no" before other words is left alone.
        for text in ["no, that's not what I said", "undo the last one you did", "no milk left, remind me to buy some", "not before 10 am, remind me to call Bo"] {
            #expect(SlotDrafter.withoutRetry(text) == text, "\(text)")
        }
    }

    @Test func wordsCutOffAndSaidAgain() {
        expectDrafts([("remind me to c- call Mikel at f- at four", "call Mikel", "2026-11-23T16:00:00+01:00"),
                      ("remind me on thurs- on friday at 3 pm to pick up Idoia", "pick up Idoia", "2026-11-27T15:00:00+01:00"),
                      ("remind me tomorrow at nine to to pay the rent", "pay the rent", "2026-11-24T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("sched- schedule a call with Ladina on the 4th at 2 pm", "a call with Ladina", "2026-12-04T14:00:00+01:00"),
                      ("add a a meeting with Eider on tuesday at 10 am", "a meeting with Eider", "2026-11-24T10:00:00+01:00"),
                      ("add coffee with Curdin at el- at eleven on monday", "coffee with Curdin", "2026-11-30T11:00:00+01:00")], intent: "create_event")
        let mail = drafter.draft("email Hodei and and Eider saying I'll be, uh, I'll be late", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Hodei,Eider" && mail.slots["email_body"] == "I'll be late", "\(mail.slots)")
        // A particle said twice is English ("put the heating on on friday").
        #expect(SlotDrafter.withoutStutters("put the heating on on friday") == "put the heating on on friday")
    }

    @Test func mailAsAReplyIsANewEmail() {
        let cases: [(String, String, String)] = [
            ("reply to Aibek saying sounds good", "Aibek", "sounds good"),
            ("answer Cholpon's email saying I'll bring the cake", "Cholpon", "I'll bring the cake"),
            ("respond to Firuza and say thanks, got it", "Firuza", "thanks, got it"),
            ("email Oyuunaa back saying see you then", "Oyuunaa", "see you then"),
            ("send a reply to Makana saying congratulations on the new job", "Makana", "congratulations on the new job"),
        ]
        for (text, to, body) in cases {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_to"] == to && draft.slots["email_body"] == body, "\(text): \(draft.slots)")
        }
        #expect(drafter.draft("any response from Firuza yet", intent: "read_email", resolver: resolver).slots["email_from"] == "Firuza")
        // Answering without saying what, forwarding and replying to all are not new mail.
        for text in ["reply to Olivia's email", "forward Carys's email to Eluned"] { #expect(SlotDrafter.refusal(text) != nil, "\(text)") }
        #expect(SlotDrafter.refusal("reply to Laima's email and say yes") == nil)
    }

    @Test func theRequestSaidFirstDecides() {
        #expect(SlotDrafter.leadingIntent("email Rūta saying remind me to call you on friday") == "send_email")
        #expect(SlotDrafter.leadingIntent("add a call with Rūta to remind her about the lease on wednesday at 4 pm") == "create_event")
        #expect(SlotDrafter.leadingIntent("add an email etiquette training on the 3rd at 2 pm") == "create_event")
        #expect(SlotDrafter.leadingIntent("make a note: remind Līga about the key on friday") == "create_note")
        #expect(SlotDrafter.leadingIntent("remind me to email Jānis about the invoice at 3 pm") == "add_reminder")
        for text in ["add a reminder to call the bank", "add milk to my shopping list", "any emails from Saulius about the calendar"] {
            #expect(SlotDrafter.leadingIntent(text) != "create_event", "\(text)")
        }
    }

    @Test func titlesThatHoldWordsOfTime() {
        expectDrafts([("add The Day After Tomorrow movie night on friday at 8 pm", "The Day After Tomorrow movie night", "2026-11-27T20:00:00+01:00"),
                      ("add High Noon at the film club on wednesday at 6 pm", "High Noon at the film club", "2026-11-25T18:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me at 7 pm to watch Friday Night Lights", "watch Friday Night Lights", "2026-11-23T19:00:00+01:00"),
                      // A dictation's sentences run together are no title.
                      ("OK. Reminder. Friday. Pay the window cleaner.", "Pay the window cleaner", "2026-11-27T09:00:00+01:00")], intent: "add_reminder")
        let concert = drafter.draft("add the Twelve Days of Christmas concert on sunday at 5 pm", intent: "create_event", resolver: resolver)
        #expect(concert.slots["title"] == "the Twelve Days of Christmas concert" && concert.slots["datetime_point"] == "2026-11-29T17:00:00+01:00", "\(concert.slots)")
    }

    @Test func americanClockWords() {
        expectDrafts([("pencil in a tailgate with Wyatt on sunday at a quarter of one", "a tailgate with Wyatt", "2026-11-29T12:45:00+01:00"),
                      ("put Loretta's baby shower on the books for saturday at noon", "Loretta's baby shower", "2026-11-28T12:00:00+01:00")], intent: "create_event")
        expectDrafts([("set me a reminder for ten of six to call Tucker back", "call Tucker back", "2026-11-23T17:50:00+01:00")], intent: "add_reminder")
        let reckon = drafter.draft("add a fish fry with Earlene on saturday, I reckon at 6 or so", intent: "create_event", resolver: resolver)
        #expect(reckon.slots["title"] == "a fish fry with Earlene" && reckon.mustConfirm != nil, "\(reckon.slots)")
        let think = drafter.draft("add the rota meeting with Eluned on tuesday, 11 or 12 I think", intent: "create_event", resolver: resolver)
        #expect(think.slots["title"] == "the rota meeting with Eluned" && think.mustConfirm != nil, "\(think.slots)")
    }

    @Test func anOpeningAboutMemoryIsNoPartOfTheRequest() {
        expectDrafts([("before I forget, remind me to call Itzel at 6", "call Itzel", "2026-11-23T18:00:00+01:00"),
                      ("this just popped into my head: remind me at noon tomorrow to book the MOT", "book the MOT", "2026-11-24T12:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("oh, that reminds me, add the school concert on the 10th at 6 pm", "the school concert", "2026-12-10T18:00:00+01:00"),
                      ("while it's on my mind, schedule a meeting with Yolotl tomorrow at 2 pm", "a meeting with Yolotl", "2026-11-24T14:00:00+01:00")],
                     intent: "create_event")
        #expect(SlotDrafter.leadingIntent("I nearly forgot, add the dentist on tuesday at 9:30 am") == "create_event")
        #expect(SlotDrafter.refusal("before I forget, set an alarm for 6") != nil)
        #expect(SlotDrafter.withoutRetry("that reminds me of my grandmother's house") == "that reminds me of my grandmother's house")
    }

    @Test func wordsOfPrecisionAroundATime() {
        expectDrafts([("remind me bang on 6 to take the roast out", "take the roast out", "2026-11-23T18:00:00+01:00"),
                      ("remind me at 9 on the dot tomorrow to call Bachisio", "call Bachisio", "2026-11-24T09:00:00+01:00"),
                      ("remind me at half 5, give or take, to put the oven on", "put the oven on", "2026-11-23T17:30:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the interview on the 2nd at 10 am prompt", "the interview", "2026-12-02T10:00:00+01:00"),
                      ("schedule the call with Gwenola tomorrow at exactly 4:30 pm", "the call with Gwenola", "2026-11-24T16:30:00+01:00"),
                      ("add the school run meeting tomorrow at 8:15 am, not a minute later", "the school run meeting", "2026-11-24T08:15:00+01:00")],
                     intent: "create_event")
        let earliest = drafter.draft("add lunch with Gaëlle on tuesday at 1 pm at the earliest, maybe later", intent: "create_event", resolver: resolver)
        #expect(earliest.slots["title"] == "lunch with Gaëlle" && earliest.mustConfirm != nil, "\(earliest.slots)")
    }

    @Test func aTimeSaidByHabitIsAskedFor() {
        for (text, intent) in [("remind me at the usual time to take my pills", "add_reminder"), ("remind me at my normal bedtime to charge the car", "add_reminder"),
                               ("add yoga with Lowenna at the usual time on thursday", "create_event"), ("add dinner at Talan's on saturday at our normal time", "create_event")] {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.unresolvedTime != nil && draft.slots["datetime_point"] == nil, "\(text): \(draft.slots)")
            #expect(draft.slots["title"].map { !$0.contains("usual") && !$0.contains("normal") } == true, "\(text): \(draft.slots)")
        }
        expectDrafts([("add lunch with Cadan on tuesday at 1 pm like always", "lunch with Cadan", "2026-11-24T13:00:00+01:00"),
                      ("add the vet for Doli's cat on friday at 11 am, same as last time", "the vet for Doli's cat", "2026-11-27T11:00:00+01:00"),
                      // Counted from now, as a reminder's is.
                      ("add the book club same time next week", "the book club", "2026-11-30T10:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me same time next week to water the orchids", "water the orchids", "2026-11-30T10:00:00+01:00")], intent: "add_reminder")
    }

    @Test func aRequestSaidAsANeedOrWithAnotherVerb() {
        let plain: [(String, String)] = [
            ("tell me at 5 to take the chicken out of the freezer", "remind me at 5 to take the chicken out of the freezer"),
            ("get me to call Tamia tonight at 7", "remind me to call Tamia tonight at 7"),
            ("I need reminding tomorrow at 9 to call Mereani", "remind me tomorrow at 9 to call Mereani"),
            ("make sure I remember to pay the nursery on friday at 10 am", "remind me to pay the nursery on friday at 10 am"),
            ("mark my calendar for Máret's graduation on the 15th at 11 am", "add Máret's graduation on the 15th at 11 am"),
            ("calendar the quarterly review for thursday at 10 am", "add the quarterly review for thursday at 10 am"),
            ("keep in mind that the shop is shut on mondays", "note that the shop is shut on mondays"),
            ("what's new from Tuyaa", "any emails from Tuyaa"),
            ("I want Timoci to get an email saying the match is off", "email Timoci saying the match is off"),
        ]
        for (text, expected) in plain { #expect(SlotDrafter.plainRequest(text) == expected, "\(text)") }
        // No task after it, someone else, or a wish: left as said.
        for text in ["let me know when it's 5", "tell Tamia I'm on my way", "I'd like to be reminded of summer"] {
            #expect(SlotDrafter.plainRequest(text) == text, "\(text)")
        }
        #expect(drafter.draft("I'd like to be reminded of summer", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        // Said plainly it is a request to add, not one the words it was said in would refuse.
        #expect(SlotDrafter.refusal("what I need is a reminder at half six to start dinner") == nil)
        #expect(SlotDrafter.refusal("mark my calendar for Máret's graduation on the 15th at 11 am") == nil)
        #expect(SlotDrafter.refusal("before I forget, wake me at 6 sharp") != nil)
        expectDrafts([("I want it in my calendar that Rivo's wedding is on the 12th at 2 pm", "Rivo's wedding", "2026-12-12T14:00:00+01:00"),
                      ("I'd love the carol service on the 20th at 6 pm to be in my calendar", "the carol service", "2026-12-20T18:00:00+01:00")],
                     intent: "create_event")
    }

    @Test func homophonesOfTimeAndRequestWords() {
        expectDrafts([("remind me at for pm to call Ayelen", "call Ayelen", "2026-11-23T16:00:00+01:00"),
                      ("remind me in too hours to check the bread", "check the bread", "2026-11-23T12:00:00+01:00"),
                      ("remind me at ten passed six to start the rice", "start the rice", "2026-11-23T18:10:00+01:00"),
                      ("remind me too take the washing in at 3 pm", "take the washing in", "2026-11-23T15:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add lunch with Antu on friday at won o'clock", "lunch with Antu", "2026-11-27T13:00:00+01:00"),
                      ("add the school play on the 10th at sicks pm", "the school play", "2026-12-10T18:00:00+01:00")], intent: "create_event")
        let call = drafter.draft("add a call with Rêber tomorrow at for for an our", intent: "create_event", resolver: resolver)
        #expect(call.slots["datetime_range"] == "2026-11-24T16:00:00+01:00/2026-11-24T17:00:00+01:00", "\(call.slots)")
        // "for" and "to" that stand for nothing else are left alone.
        #expect(SlotDrafter.transcribed("remind me to call Ayelen for an hour at 5") == "remind me to call Ayelen for an hour at 5")
    }

    @Test func peopleWhoseNamesAreWordsOfTime() {
        expectDrafts([("remind me to call June on friday at 5 pm", "call June", "2026-11-27T17:00:00+01:00"),
                      ("remind me on the 1st of May to wish May a happy birthday", "wish May a happy birthday", "2027-05-01T09:00:00+02:00")],
                     intent: "add_reminder")
        expectDrafts([("add coffee with May on tuesday at 10:30 am", "coffee with May", "2026-11-24T10:30:00+01:00"),
                      ("put drinks with Jack Early on friday at 6 pm in my calendar", "drinks with Jack Early", "2026-11-27T18:00:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("did June email me", intent: "read_email", resolver: resolver).slots["email_from"] == "June")
        // A month said as a month stays one.
        #expect(drafter.draft("my emails from June", intent: "read_email", resolver: resolver).slots["email_from"] == nil)
        #expect(drafter.draft("add the conference on June 12 at 9 am", intent: "create_event", resolver: resolver).slots["datetime_point"] == "2027-06-12T09:00:00+02:00")
    }

    @Test func moreThanOneTimeADayIsAskedAbout() {
        for text in ["remind me to give Kaimana her medicine with every meal", "remind me morning and evening to do the stretches",
                     "remind me to take the drops three times daily"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.mustConfirm != nil && !(draft.slots["title"] ?? "").contains("meal") && !(draft.slots["title"] ?? "").contains("morning"), "\(text): \(draft.slots)")
        }
        let asap = drafter.draft("remind me ASAP to call Doutzen", intent: "add_reminder", resolver: resolver)
        #expect(asap.slots["datetime_point"] == nil && asap.slots["title"] == "call Doutzen", "\(asap.slots)")
    }

    @Test func aHouseholdSpeakingAsOne() {
        expectDrafts([("remind both of us on thursday at 7 am to give Onawa her lunch money", "give Onawa her lunch money", "2026-11-26T07:00:00+01:00"),
                      ("set a reminder for the two of us to call Grandma Nokomis on sunday at 4", "call Grandma Nokomis", "2026-11-29T16:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("put us down for dinner at Halona's on friday at 7 pm", "dinner at Halona's", "2026-11-27T19:00:00+01:00"),
                      ("put the school nativity on the family calendar for the 16th at 2 pm", "the school nativity", "2026-12-16T14:00:00+01:00"),
                      ("add a viewing of the flat on Elm Road to the shared calendar, tuesday at 5:30 pm", "a viewing of the flat on Elm Road", "2026-11-24T17:30:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("make a note for all of us that the wifi password is on the fridge", intent: "create_note", resolver: resolver).slots["title"] == "the wifi password is on the fridge")
        let mail = drafter.draft("email Kiona from both of us saying congratulations on the baby", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Kiona" && mail.slots["email_body"] == "congratulations on the baby", "\(mail.slots)")
        // Reminding someone else, named with who they are, is still not Hearth's to do.
        #expect(SlotDrafter.asksForSomeoneElse("remind my brother Bill to call Mum"))
        #expect(SlotDrafter.refusal("remind Toni, like, to call me") != nil)
    }

    @Test func urgencyAndFillersAroundTheRequest() {
        expectDrafts([("urgent: remind me at 3 pm to call the bank", "call the bank", "2026-11-23T15:00:00+01:00"),
                      ("remind me on wednesday at 6 pm to call Sytse, seriously, don't let me miss it", "call Sytse", "2026-11-25T18:00:00+01:00"),
                      ("remind me to, like, call Ġużeppi at 5", "call Ġużeppi", "2026-11-23T17:00:00+01:00"),
                      ("remind me at like 4 to text Dorianne", "text Dorianne", "2026-11-23T16:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the tax deadline call on thursday at 2 pm, high priority", "the tax deadline call", "2026-11-26T14:00:00+01:00"),
                      ("so add dinner with Lina on saturday at 7:30 pm, right?", "dinner with Lina", "2026-11-28T19:30:00+01:00"),
                      ("add the, um, you know, the quiz night on tuesday at 8 pm", "the quiz night", "2026-11-24T20:00:00+01:00")], intent: "create_event")
        // A message's and a note's own words keep theirs.
        let mail = drafter.draft("email Wietske saying urgent: please call me back", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_body"] == "urgent: please call me back", "\(mail.slots)")
        #expect(drafter.draft("make a note that Rita literally never checks her email", intent: "create_note", resolver: resolver).slots["title"] == "Rita literally never checks her email")
        // "like" before a choice leaves the choice to ask about.
        #expect(drafter.draft("add football with Toni on sunday at like 11 or 12", intent: "create_event", resolver: resolver).mustConfirm != nil)
    }

    @Test func copiesAreRecipients() {
        let cases: [(String, String, String)] = [
            ("email Ayumi and cc Rin saying the report is ready", "Ayumi,Rin", "the report is ready"),
            ("email Yuto, copy in Akari, saying the venue has changed", "Yuto,Akari", "the venue has changed"),
            ("send an email to Daiki with Nanami in copy saying lunch is on me", "Daiki,Nanami", "lunch is on me"),
            ("email Daiki saying thanks for today, and cc me", "Daiki", "thanks for today"),
            ("email Akari saying happy birthday and send it to Rin too", "Akari,Rin", "happy birthday"),
        ]
        for (text, to, body) in cases {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_to"] == to && draft.slots["email_body"] == body, "\(text): \(draft.slots)")
        }
        // Two senders: Hearth reads mail from one, so it asks.
        #expect(drafter.draft("any emails from Rin or Yuto", intent: "read_email", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("did Ayumi cc me on the contract", intent: "read_email", resolver: resolver).slots["email_from"] == "Ayumi")
        #expect(SlotDrafter.asksForMail("did Gulnara copy me in on the fixtures"))
    }

    @Test func otherAssistantsWakeWordsAndSportsFixtures() {
        expectDrafts([("OK Google add a meeting with Subin tomorrow at 11 am", "a meeting with Subin", "2026-11-24T11:00:00+01:00"),
                      ("Cortana, schedule a call with Hyun on monday at 4 pm", "a call with Hyun", "2026-11-30T16:00:00+01:00"),
                      ("add the cup final, kick-off at 4 on sunday", "the cup final", "2026-11-29T16:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me on friday at 5 pm to pick up Seojun, thanks Alexa", "pick up Seojun", "2026-11-27T17:00:00+01:00"),
                      ("Alexa sorry I mean Hearth, remind me tonight at 9 to charge the car", "charge the car", "2026-11-23T21:00:00+01:00"),
                      ("remind me in 2 hours to take the antibiotics, computer", "take the antibiotics", "2026-11-23T12:00:00+01:00")],
                     intent: "add_reminder")
        // Another assistant's name inside what is said stays; a kick-off named as the event stays.
        #expect(drafter.draft("note that Alexa needs a new plug", intent: "create_note", resolver: resolver).slots["title"] == "Alexa needs a new plug")
        #expect(drafter.draft("add the project kick-off on monday at 10 am", intent: "create_event", resolver: resolver).slots["title"] == "the project kick-off")
        #expect(SlotDrafter.refusal("book two tickets for the match on saturday") != nil)
    }

    @Test func aRepeatStartsWhenItsStartSays() {
        let walk = drafter.draft("remind me every day at 6 pm starting tomorrow to walk the dog", intent: "add_reminder", resolver: resolver)
        #expect(walk.slots["datetime_point"] == "2026-11-24T18:00:00+01:00" && walk.slots["recurrence"] == "FREQ=DAILY" && walk.slots["title"] == "walk the dog", "\(walk.slots)")
        let rent = drafter.draft("remind me on the 1st of every month starting in january to pay Mateus the rent", intent: "add_reminder", resolver: resolver)
        #expect(rent.slots["datetime_point"] == "2027-01-01T09:00:00+01:00" && rent.slots["title"] == "pay Mateus the rent", "\(rent.slots)")
        let choir = drafter.draft("add choir with Jurema every thursday at 7:30 pm starting next week", intent: "create_event", resolver: resolver)
        #expect(choir.slots["datetime_point"] == "2026-12-03T19:30:00+01:00" && choir.slots["title"] == "choir with Jurema", "\(choir.slots)")
        // A weekday start stays where it is said; a start that is no day is asked about.
        let bins = drafter.draft("remind me every other thursday at 10 am starting this thursday to put the recycling out", intent: "add_reminder", resolver: resolver)
        #expect(bins.slots["datetime_point"] == "2026-11-26T10:00:00+01:00", "\(bins.slots)")
        #expect(drafter.draft("starting sometime in january, remind me every week to call Aline", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
    }

    @Test func aCheckAfterTheCommandAndATimeSaidAgain() {
        expectDrafts([("remind me at 4 pm to call Manaaki, is that ok?", "call Manaaki", "2026-11-23T16:00:00+01:00"),
                      ("remind me on friday at 6 pm to buy Ariki's present, got it?", "buy Ariki's present", "2026-11-27T18:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add lunch with Kauri on thursday at 12:30, does that work?", "lunch with Kauri", "2026-11-26T12:30:00+01:00")], intent: "create_event")
        #expect(drafter.draft("make a note that Ariki's flight lands at 6:40, okay?", intent: "create_note", resolver: resolver).slots["title"] == "Ariki's flight lands at 6:40")
        // A message keeps its own question; a tag question is still a request ("…, could you?").
        #expect(drafter.draft("email Kauri saying does that work for you?", intent: "send_email", resolver: resolver).slots["email_body"]?.hasPrefix("does that work for you") == true)
        #expect(drafter.draft("you couldn't put the boiler service in for the 3rd at 8 am, could you?", intent: "create_event", resolver: resolver).slots["title"] == "the boiler service")
        // A time said again is no part of the name; the command is confirmed when the two disagree
        // (the 29th is a sunday, tomorrow a tuesday) and runs when they agree (the 3rd is a thursday).
        for (text, title, agree) in [("add fika with Frida on the 3rd, which is a thursday, at 3 pm", "fika with Frida", true),
                                     ("add the flat viewing on saturday, that's the 29th, at 11 am", "the flat viewing", false),
                                     ("add the quiz with Tove tomorrow, tuesday, at 8 pm", "the quiz with Tove", true),
                                     ("add the quiz with Tove tomorrow, wednesday, at 8 pm", "the quiz with Tove", false),
                                     ("add the vet on monday the 30th, next week that is, at 11 am", "the vet", true),
                                     ("add the vet on the 25th, wednesday that is, at 11 am", "the vet", true)] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && (draft.mustConfirm == nil) == agree, "\(text): \(draft.slots) \(draft.mustConfirm ?? "")")
        }
        // "at lunch" for a reminder is lunchtime; "about lunch" and "lunch with…" are the task's.
        expectDrafts([("remind me tomorrow at lunch to ring Toni", "ring Toni", "2026-11-24T12:00:00+01:00"),
                      ("remind me at noon to ring Rania about lunch", "ring Rania about lunch", "2026-11-23T12:00:00+01:00")], intent: "add_reminder")
        // "Frida" after "email" is a name, not a slip for "friday".
        #expect(drafter.draft("email Frida saying see you soon", intent: "send_email", resolver: resolver).slots["email_to"] == "Frida")
    }

    @Test func timesSetByAServiceOrTheSchoolDayAreAskedAbout() {
        for text in ["remind me after sunday prayers to return Idris's book", "remind me at iftar on thursday to call Grandma",
                     "remind me before shabbat starts on friday to put the lights on the timer", "remind me at pick-up to give Zoe her coat",
                     "remind me on the first day of term to label the uniforms"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && draft.mustConfirm != nil, "\(text): \(draft.slots)")
        }
        let sports = drafter.draft("put the swimming gala in the calendar for the last week of term", intent: "create_event", resolver: resolver)
        #expect(sports.slots["datetime_point"] == nil && sports.slots["title"] == "the swimming gala", "\(sports.slots)")
        // A clock said with it is the time; a task that goes to prayers keeps its words, and a
        // table booked for a birthday is no day.
        expectDrafts([("remind me on friday at 12:30 pm to leave for prayers", "leave for prayers", "2026-11-27T12:30:00+01:00"),
                      ("remind me on friday to book a table for Amal's birthday", "book a table for Amal's birthday", "2026-11-27T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add the carol service at St Anne's on sunday at 6 pm", "the carol service at St Anne's", "2026-11-29T18:00:00+01:00")], intent: "create_event")
    }

    @Test func theDeviceAReminderShouldReachIsNoPartOfIt() {
        expectDrafts([("remind me on my tablet at 8 pm to call Yusra", "call Yusra", "2026-11-23T20:00:00+01:00"),
                      ("send me a notification tomorrow at 9 am to renew the parking permit", "renew the parking permit", "2026-11-24T09:00:00+01:00"),
                      ("remind me quietly in 10 minutes to check the soup", "check the soup", "2026-11-23T10:10:00+01:00"),
                      // The task's own device stays.
                      ("remind me to copy the photos on my laptop", "copy the photos on my laptop", nil)], intent: "add_reminder")
        expectDrafts([("add the quiz at Pablo's on the kitchen screen for thursday at 7 pm", "the quiz at Pablo's", "2026-11-26T19:00:00+01:00"),
                      ("add physio with Lena on friday at 10 am and send it to my phone", "physio with Lena", "2026-11-27T10:00:00+01:00"),
                      ("add Nora's recital on saturday at 3 pm with a notification", "Nora's recital", "2026-11-28T15:00:00+01:00")], intent: "create_event")
        let mail = drafter.draft("email Carmen from my work account saying the invoice is attached", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Carmen" && mail.slots["email_body"] == "the invoice is attached", "\(mail.slots)")
        #expect(drafter.draft("in my notes app, note that the boiler code is 4471", intent: "create_note", resolver: resolver).slots["title"] == "the boiler code is 4471")
        // The app opened first: "open the calendar and add…".
        expectDrafts([("open the calendar and add lunch with Keating on Friday at 1 pm", "lunch with Keating", "2026-11-27T13:00:00+01:00"),
                      ("go to my diary and put the vet on Thursday at 9 am", "the vet", "2026-11-26T09:00:00+01:00")], intent: "create_event")
    }

    @Test func oneMoreOfTheSame() {
        expectDrafts([("remind me once more at 6 pm to water the tomatoes", "water the tomatoes", "2026-11-23T18:00:00+01:00"),
                      ("remind me a second time tomorrow at 8 am to ring the vet", "ring the vet", "2026-11-24T08:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add a second fitting for Rosa's dress on friday at 2 pm", "a second fitting for Rosa's dress", "2026-11-27T14:00:00+01:00"),
                      ("also add yoga with Ines again on thursday at 6 pm", "yoga with Ines", "2026-11-26T18:00:00+01:00"),
                      ("and another one, a haircut on saturday at 11 am", "a haircut", "2026-11-28T11:00:00+01:00")], intent: "create_event")
        for (text, to, body) in [("email Pilar once more saying please send the keys", "Pilar", "please send the keys"),
                                 ("also email Bruno saying see you there", "Bruno", "see you there")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_to"] == to && draft.slots["email_body"] == body, "\(text): \(draft.slots)")
        }
        // A message's own "again" and device stay; asking to be told something again is a question.
        #expect(drafter.draft("email Rok saying the sink is broken again", intent: "send_email", resolver: resolver).slots["email_body"] == "the sink is broken again")
        #expect(drafter.draft("email Jo saying we should meet again about the plan", intent: "send_email", resolver: resolver).slots["email_body"] == "we should meet again about the plan")
        #expect(drafter.draft("email Jo saying the file is on my laptop that you lent me", intent: "send_email", resolver: resolver).slots["email_body"] == "the file is on my laptop that you lent me")
        #expect(drafter.draft("remind me to walk Pepper at 7 and 5", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        #expect(SlotDrafter.refusal("remind me again what the wifi password is") != nil)
    }

    @Test func shiftsRelaysShortLengthsAndBroadcasts() {
        // The kind of shift says what its bare hours are.
        let early = drafter.draft("add my early shift on thursday 7 till 3", intent: "create_event", resolver: resolver)
        #expect(early.slots["datetime_range"] == "2026-11-26T07:00:00+01:00/2026-11-26T15:00:00+01:00", "\(early.slots)")
        let night = drafter.draft("add a night shift on friday from 9 to 7", intent: "create_event", resolver: resolver)
        #expect(night.slots["datetime_range"] == "2026-11-27T21:00:00+01:00/2026-11-28T07:00:00+01:00", "\(night.slots)")
        // Times set by the speaker's rota, a broadcast, or a loose or two-ended length are asked about.
        for text in ["remind me on my day off to book the MOT", "remind me at the end of my shift to restock the trolley",
                     "remind me during the adverts to put the kettle on", "remind me after Gardeners' World to water the pots",
                     "remind me in a week or two to chase the refund", "remind me in 10-15 minutes to stir the risotto"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && draft.mustConfirm != nil, "\(text): \(draft.slots)")
        }
        // Who passed a request on is no part of it; someone else's reminder is not Hearth's to keep.
        expectDrafts([("Imani says remind me at 3 pm to collect the parcel", "collect the parcel", "2026-11-23T15:00:00+01:00"),
                      ("the pharmacist said to take the antibiotics at 8 pm, remind me", "take the antibiotics", "2026-11-23T20:00:00+01:00"),
                      ("remind me in 2h15 to move the car", "move the car", "2026-11-23T12:15:00+01:00"),
                      ("remind me at 6:15 am, before the early shift, to defrost the chicken", "defrost the chicken", "2026-11-24T06:15:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("my boss wants me to add the quarterly review on thursday at 2 pm", "the quarterly review", "2026-11-26T14:00:00+01:00"),
                      ("add the first aid course on tuesday at 9 am", "the first aid course", "2026-11-24T09:00:00+01:00")], intent: "create_event")
        #expect(SlotDrafter.asksForSomeoneElse("Imani asked me to remind her at 7 to feed the cat"))
        #expect(SlotDrafter.refusal("Kofi needs to be reminded tomorrow to bring his passport") != nil)
        #expect(SlotDrafter.refusal("Abena needs reminding at 6 to call her sister") != nil)
        #expect(SlotDrafter.refusal("I would like to be reminded at 5 to call Abena") == nil)
        #expect(SlotDrafter.refusal("I need reminding at 5 to call Abena") == nil)
        let call = drafter.draft("add a call with Ines on friday at 3 pm for 1 hr 45", intent: "create_event", resolver: resolver)
        #expect(call.slots["datetime_range"] == "2026-11-27T15:00:00+01:00/2026-11-27T16:45:00+01:00", "\(call.slots)")
    }

    @Test func theHourNamedApologiesAndPlansNotYetFixed() {
        expectDrafts([("remind me at the top of the hour to ring the garage", "ring the garage", "2026-11-23T11:00:00+01:00"),
                      ("remind me on the half hour to stir the jam", "stir the jam", "2026-11-23T10:30:00+01:00"),
                      ("remind me 10 minutes before the top of the hour to dial in", "dial in", "2026-11-23T10:50:00+01:00"),
                      ("sorry to bother you, but remind me at 2 pm to post the forms", "post the forms", "2026-11-23T14:00:00+01:00"),
                      ("don't laugh, but remind me tomorrow at 8 am to drink more water", "drink more water", "2026-11-24T08:00:00+01:00"),
                      ("remind me w/c 7 Dec to order the tree", "order the tree", "2026-12-07T09:00:00+01:00")], intent: "add_reminder")
        let hourly = drafter.draft("remind me every hour on the hour to rest my eyes", intent: "add_reminder", resolver: resolver)
        #expect(hourly.slots["datetime_point"] == "2026-11-23T11:00:00+01:00" && hourly.slots["recurrence"] == "FREQ=HOURLY", "\(hourly.slots)")
        let halfHourly = drafter.draft("remind me every half hour to turn the bread", intent: "add_reminder", resolver: resolver)
        #expect(halfHourly.slots["recurrence"] == "FREQ=MINUTELY;INTERVAL=30", "\(halfHourly.slots)")
        expectDrafts([("forgive me, I'm hopeless with dates: add the carol concert on the 18th at 7 pm", "the carol concert", "2026-12-18T19:00:00+01:00"),
                      ("add Nell's christening sun 13 Dec 11am, RSVP by the 1st", "Nell's christening", "2026-12-13T11:00:00+01:00")], intent: "create_event")
        // Loose, quarter-bound or not yet fixed: asked about.
        for (text, intent) in [("remind me every hour or so to check the baby", "add_reminder"), ("remind me within the hour to call back", "add_reminder"),
                               ("remind me in Q2 to review the insurance", "add_reminder"), ("add the away day w/c 14 Dec", "create_event"),
                               ("add dinner with Cal on thursday at 8 pm, TBC", "create_event"), ("add the review on monday at 9 am (TBD)", "create_event")] {
            #expect(drafter.draft(text, intent: intent, resolver: resolver).mustConfirm != nil, "\(text)")
        }
    }

    @Test func fullNamesWithParticles() {
        for (text, to) in [("email Maarten van der Linden saying the bikes are ready", "Maarten van der Linden"),
                           ("email Inés de la Fuente and Kees de Vries saying dinner is at 8", "Inés de la Fuente,Kees de Vries"),
                           ("email Tomás Ó Briain saying the ferry is late", "Tomás Ó Briain")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_to"] == to, "\(text): \(draft.slots)")
        }
        for (text, from) in [("any emails from Jean-Paul de Lattre", "Jean-Paul de Lattre"), ("did Yusuf bin Tariq email me", "Yusuf bin Tariq"),
                             ("has Áine Ní Mhaoil replied", "Áine Ní Mhaoil")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        #expect(drafter.draft("any emails from van Dijk or de Boer", intent: "read_email", resolver: resolver).mustConfirm != nil)
        // A van is still a van.
        let van = drafter.draft("email Rui da Costa about the van", intent: "send_email", resolver: resolver)
        #expect(van.slots["email_to"] == "Rui da Costa" && van.slots["email_subject"] == "the van", "\(van.slots)")
        expectDrafts([("sorry to be a pain, but remind me at 5 pm to ring Ana", "ring Ana", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
    }

    @Test func tidesMoonsAndTimeOff() {
        for text in ["remind me at low tide to dig for cockles", "remind me at the next full moon to look for the owl",
                     "remind me before the first frost to drain the hose", "remind me on my last day before the holidays to clear my desk"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && draft.mustConfirm != nil, "\(text): \(draft.slots)")
        }
        // Said with a clock, the tide is the task's or the name's.
        expectDrafts([("remind me tomorrow at 6 am to check the tide times", "check the tide times", "2026-11-24T06:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("mark me OOO on friday", "OOO", "2026-11-27T09:00:00+01:00")], intent: "create_event")
        let leave = drafter.draft("put me down as on annual leave from the 14th to the 18th", intent: "create_event", resolver: resolver)
        #expect(leave.slots["title"] == "annual leave" && leave.slots["datetime_range"] == "2026-12-14T00:00:00+01:00/2026-12-19T00:00:00+01:00", "\(leave.slots)")
    }

    @Test func howOftenInOneWord() {
        let meter = drafter.draft("remind me every other month on the 20th to read the gas meter", intent: "add_reminder", resolver: resolver)
        #expect(meter.slots["recurrence"] == "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=20" && meter.slots["datetime_point"] == "2026-12-20T09:00:00+01:00", "\(meter.slots)")
        let review = drafter.draft("add the accounts review every quarter starting on the 11th of january at 9 am", intent: "create_event", resolver: resolver)
        #expect(review.slots["recurrence"] == "FREQ=MONTHLY;INTERVAL=3" && review.slots["title"] == "the accounts review", "\(review.slots)")
        for (text, intent) in [("add a biweekly check-in with Rui on tuesdays at 10 am", "create_event"), ("remind me twice a month to clean the filter", "add_reminder")] {
            #expect(drafter.draft(text, intent: intent, resolver: resolver).mustConfirm != nil, "\(text)")
        }
        expectDrafts([("remind me 2 months before the 1st of april to book the ferry", "book the ferry", "2027-02-01T09:00:00+01:00")], intent: "add_reminder")
    }

    @Test func linesPastedWithLabelledFields() {
        expectDrafts([("When: Thu 3 Dec 18:00 What: Amélie's book launch at Librairie du Parc", "Amélie's book launch at Librairie du Parc", "2026-12-03T18:00:00+01:00"),
                      ("Subject: Choir concert; Date: Sunday 6 December; Time: 4 pm", "Choir concert", "2026-12-06T16:00:00+01:00")], intent: "create_event")
        let mail = drafter.draft("To: Benoît; Subject: Keys; Body: they're under the mat", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Benoît" && mail.slots["email_subject"] == "Keys" && mail.slots["email_body"] == "they're under the mat", "\(mail.slots)")
        #expect(drafter.draft("show mail – from: Benoît", intent: "read_email", resolver: resolver).slots["email_from"] == "Benoît")
        // A date that reads two ways is still asked about.
        #expect(drafter.draft("Event: Book swap · Date: 4/12 · Time: 18:30", intent: "create_event", resolver: resolver).mustConfirm != nil)
    }

    @Test func wordsAboutAskingVentingAndInvitations() {
        // Words about asking are no part of the request; asking to be asked is asked.
        expectDrafts([("don't ask, just remind me at 6 pm to feed the fish", "feed the fish", "2026-11-23T18:00:00+01:00"),
                      ("remind me tomorrow at 9 am to call Rosa, no need to confirm", "call Rosa", "2026-11-24T09:00:00+01:00"),
                      ("ugh, fine, remind me on friday at noon to file the expenses", "file the expenses", "2026-11-27T12:00:00+01:00"),
                      ("I'm so tired. remind me at 8 pm to charge the car", "charge the car", "2026-11-23T20:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("skip the confirmation and add squash with Ivo on thursday at 7 pm", "squash with Ivo", "2026-11-26T19:00:00+01:00"),
                      ("I know it's silly but add a nap on sunday at 3 pm, I've earned it", "a nap", "2026-11-29T15:00:00+01:00"),
                      ("invite Ivo and Bea to brunch on sunday at 11 am", "brunch", "2026-11-29T11:00:00+01:00"),
                      ("have Ivo round for a curry on saturday at 7 pm", "a curry", "2026-11-28T19:00:00+01:00"),
                      ("schedule a review on friday at 2 pm and invite Bea", "a review", "2026-11-27T14:00:00+01:00")], intent: "create_event")
        let asked = drafter.draft("add the vet on tuesday at 10 am, but run it by me first", intent: "create_event", resolver: resolver)
        #expect(asked.slots["title"] == "the vet" && IntentParser.holdBack(asked) != nil, "\(asked.slots)")
        #expect(IntentParser.holdBack(drafter.draft("check with me first, but remind me at 4 pm to ring Bea", intent: "add_reminder", resolver: resolver)) != nil)
        #expect(IntentParser.holdBack(drafter.draft("remind me at 4 pm to ring Bea, don't ask", intent: "add_reminder", resolver: resolver)) == nil)
        let mail = drafter.draft("email Ivo saying the car's fixed, and send it right away without asking", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_body"] == "the car's fixed", "\(mail.slots)")
        // A message keeps its own words; a reminder's task keeps its invitation.
        #expect(drafter.draft("email Bea saying I'm fine, don't ask me", intent: "send_email", resolver: resolver).slots["email_body"] == "I'm fine, don't ask me")
        #expect(drafter.draft("email Ivo saying ugh, what a day", intent: "send_email", resolver: resolver).slots["email_body"] == "ugh, what a day")
        expectDrafts([("remind me on friday at 5 pm to invite Bea to the party", "invite Bea to the party", "2026-11-27T17:00:00+01:00")], intent: "add_reminder")
        // Telling Hearth when to ask, or answering an invitation, is nothing to run.
        for text in ["stop asking me to confirm everything", "always check with me before sending emails", "uninvite Ivo from the party",
                     "decline Bea's invitation"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        #expect(SlotDrafter.refusal("don't ask, just remind me at 6 pm to feed the fish") == nil)
    }

    @Test func habitsIdiomsOfTheDayAndOtherApps() {
        // A weekday said in the plural repeats, with or without "on".
        for (text, rule, time) in [("remind me fridays at 8 am to water the ferns", "FREQ=WEEKLY;BYDAY=FR", "2026-11-27T08:00:00+01:00"),
                                   ("remind me wednesdays and saturdays at 7 pm to ring Ida", "FREQ=WEEKLY;BYDAY=WE,SA", "2026-11-25T19:00:00+01:00"),
                                   ("remind me sunday mornings to wash the car", "FREQ=WEEKLY;BYDAY=SU", "2026-11-29T09:00:00+01:00"),
                                   ("remind me weeknights at 9 to pack the lunches", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-11-23T21:00:00+01:00")] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["recurrence"] == rule && draft.slots["datetime_point"] == time, "\(text): \(draft.slots)")
        }
        // A book's title is no repeat.
        #expect(drafter.draft("remind me at 8 tonight to read Tuesdays with Morrie", intent: "add_reminder", resolver: resolver).slots["recurrence"] == nil)
        // A time of day with no hour, or only near a clock, is asked about.
        for text in ["remind me in the small hours to check the dough", "remind me just before 4 to call Ida", "remind me a bit after 7 to feed the dog",
                     "remind me at silly o'clock tomorrow to leave for the airport"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && draft.mustConfirm != nil, "\(text): \(draft.slots)")
        }
        expectDrafts([("add breakfast with Ida first thing on saturday", "breakfast with Ida", "2026-11-28T09:00:00+01:00"),
                      ("add the dentist to my Google Calendar on thursday at 9 am", "the dentist", "2026-11-26T09:00:00+01:00"),
                      ("in Outlook, add a call with Ida on friday at 2 pm", "a call with Ida", "2026-11-27T14:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me in Todoist on friday at 5 pm to pay the window cleaner", "pay the window cleaner", "2026-11-27T17:00:00+01:00"),
                      ("remind me tomorrow at 8 am to ring Ida, put it in Microsoft To Do", "ring Ida", "2026-11-24T08:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("note in Evernote that the shed key is blue", intent: "create_note", resolver: resolver).slots["title"] == "the shed key is blue")
        let mail = drafter.draft("email Ida from my Gmail saying the keys are here", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Ida" && mail.slots["email_body"] == "the keys are here", "\(mail.slots)")
        // A message keeps the app it names; opening or syncing an app is nothing Hearth does.
        #expect(drafter.draft("email Ida saying I've moved everything to Todoist", intent: "send_email", resolver: resolver).slots["email_body"] == "I've moved everything to Todoist")
        for text in ["sync my Google Calendar", "open Todoist", "log me out of Gmail"] { #expect(SlotDrafter.refusal(text) != nil, "\(text)") }
    }

    @Test func holidaysAndWhatTheSpeakerDoesNext() {
        expectDrafts([("remind me on st george's day to hang the flag", "hang the flag", "2027-04-23T09:00:00+02:00"),
                      ("remind me on australia day at 6 pm to light the barbie", "light the barbie", "2027-01-26T18:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the advent lunch on the first sunday of advent at 1 pm", "the advent lunch", "2026-11-29T13:00:00+01:00"),
                      ("add the waitangi day hangi on waitangi day at 2 pm", "the waitangi day hangi", "2027-02-06T14:00:00+01:00")], intent: "create_event")
        // A day whose date depends on the country, or a time set off by what the speaker does next, is asked about.
        for (text, intent) in [("remind me on mother's day at 9 am to call mum", "add_reminder"), ("add a picnic on labour day", "create_event"),
                               ("remind me next time I'm at Ida's to fetch the ladder", "add_reminder"),
                               ("the moment Ivo gets in remind me to give him the post", "add_reminder"),
                               ("remind me after I drop the kids off to buy bread", "add_reminder"),
                               ("add drinks with Bea whenever she's back", "create_event")] {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && draft.mustConfirm != nil, "\(text): \(draft.slots)")
        }
        #expect(drafter.draft("read me Ivo's email as soon as it comes in", intent: "read_email", resolver: resolver).mustConfirm != nil)
        // "before I forget" and a length counted from what the speaker does are not that.
        expectDrafts([("before I forget, remind me at 5 pm to ring Ida", "ring Ida", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
    }

    @Test func dutiesCountedWeeksAndOpenEnds() {
        // A request said as Hearth's duty is the request.
        expectDrafts([("I'm counting on you to remind me at 6 pm to call Ida", "call Ida", "2026-11-23T18:00:00+01:00"),
                      ("you're in charge of reminding me on friday at 9 am to pay Bea", "pay Bea", "2026-11-27T09:00:00+01:00"),
                      ("remind me in two sleeps to wrap the presents", "wrap the presents", "2026-11-25T09:00:00+01:00"),
                      ("remind me the thursday after this one to ring Ivo", "ring Ivo", "2026-12-03T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("your job: add Ida's concert on the 12th at 7 pm", "Ida's concert", "2026-12-12T19:00:00+01:00"),
                      ("I'm relying on you to add the planning call on monday at 11 am", "the planning call", "2026-11-30T11:00:00+01:00"),
                      // An end left open is no end: the event starts at the time said.
                      ("add the housewarming on saturday from 7 pm till late", "the housewarming", "2026-11-28T19:00:00+01:00"),
                      ("add the jam at Ivo's on sunday from 2 pm, no end time", "the jam at Ivo's", "2026-11-29T14:00:00+01:00")], intent: "create_event")
        // Said only with its end, an event is asked about; a shift's hours stay a range.
        let endOnly = drafter.draft("add the car boot sale on sunday until 1 pm", intent: "create_event", resolver: resolver)
        #expect(endOnly.slots["datetime_range"] == nil && endOnly.mustConfirm != nil, "\(endOnly.slots)")
        #expect(drafter.draft("add my early shift on friday 6 till 2", intent: "create_event", resolver: resolver).slots["datetime_range"] == "2026-11-27T06:00:00+01:00/2026-11-27T14:00:00+01:00")
    }

    @Test func someoneElsesCalendarShorthandAndTimesGoneToday() {
        // Someone else's calendar or phone is asked about; someone's event in the speaker's own runs.
        for (text, intent) in [("add lunch with Ida to Ivo's calendar on friday at 1 pm", "create_event"),
                               ("put the match in my husband's diary for saturday at 3 pm", "create_event"),
                               ("set a reminder on Bea's phone for 9 pm to take her pills", "add_reminder")] {
            #expect(drafter.draft(text, intent: intent, resolver: resolver).mustConfirm != nil, "\(text)")
        }
        #expect(IntentParser.holdBack(drafter.draft("add Ivo's flight to my calendar on friday at 6 am", intent: "create_event", resolver: resolver)) == nil)
        #expect(IntentParser.holdBack(drafter.draft("remind me on friday at 5 pm to check Ivo's calendar", intent: "add_reminder", resolver: resolver)) == nil)
        // A request word cut short.
        expectDrafts([("rmd me 6pm call Ida", "call Ida", "2026-11-23T18:00:00+01:00"),
                      ("rem: sat 10am clean the oven", "clean the oven", "2026-11-28T10:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("evt thu 8pm quiz at Ivo's", "quiz at Ivo's", "2026-11-26T20:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("nt: the gate code is 2211", intent: "create_note", resolver: resolver).slots["title"] == "the gate code is 2211")
        #expect(SlotDrafter.requestWordsInFull("rem sleep is weird") == "rem sleep is weird")
        // A clock today that has gone is asked about; one still to come, or a week from today, runs.
        let gone = drafter.draft("remind me at 9 this morning to call Ida", intent: "add_reminder", resolver: resolver)
        #expect(gone.slots["datetime_point"] == nil && gone.mustConfirm != nil, "\(gone.slots)")
        expectDrafts([("remind me at 11 this morning to call Ida", "call Ida", "2026-11-23T11:00:00+01:00"),
                      ("remind me a week today to call Ida", "call Ida", "2026-11-30T09:00:00+01:00")], intent: "add_reminder")
    }

    @Test func stretchesByTheirPartAndTitlesBeforeNames() {
        expectDrafts([("remind me at the end of next week to pay Ida", "pay Ida", "2026-12-04T09:00:00+01:00"),
                      ("remind me the weekend after next to visit Bea", "visit Bea", "2026-12-05T09:00:00+01:00")], intent: "add_reminder")
        for (text, intent) in [("remind me towards the end of the month to read the meter", "add_reminder"),
                               ("add a trip to the lake next weekend", "create_event"), ("add the review with Ivo late next week", "create_event")] {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && draft.slots["datetime_range"] == nil && draft.mustConfirm != nil, "\(text): \(draft.slots)")
        }
        // A title or a role before a surname is part of the name.
        for (text, to) in [("email Capt. Hale saying the boat is ready", "Capt. Hale"), ("email Cllr Wynn saying the bins were missed", "Cllr Wynn"),
                           ("email Imam Haddad-Ali and Father Byrne saying thank you", "Imam Haddad-Ali,Father Byrne")] {
            #expect(drafter.draft(text, intent: "send_email", resolver: resolver).slots["email_to"] == to, "\(text)")
        }
        #expect(drafter.draft("any emails from Rabbi Stern", intent: "read_email", resolver: resolver).slots["email_from"] == "Rabbi Stern")
        // A reply word before the request, as if answering, is no part of it.
        expectDrafts([("alright then, add the book swap on friday at 6 pm", "the book swap", "2026-11-27T18:00:00+01:00"),
                      ("cool, and add a call with Ida on tuesday at 10 am", "a call with Ida", "2026-11-24T10:00:00+01:00"),
                      // The speaker naming themself, as on a shared device.
                      ("Bea here: add the book swap on friday at 6 pm", "the book swap", "2026-11-27T18:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("this is Ivo, email Bea saying the van is back", intent: "send_email", resolver: resolver).slots["email_to"] == "Bea")
    }

    @Test func idiomsSeasonsAndTheSmallHoursOfANight() {
        // Words of time in an idiom name no time.
        let due = drafter.draft("remind me to call Ida because the baby is due any day now", intent: "add_reminder", resolver: resolver)
        #expect(due.slots["title"] == "call Ida" && due.slots["datetime_point"] == nil, "\(due.slots)")
        expectDrafts([("add a 24/7 rota briefing with Ivo on wednesday at 11 am", "a 24/7 rota briefing with Ivo", "2026-11-25T11:00:00+01:00"),
                      ("add the eleventh-hour rehearsal with Bea tomorrow at 8 pm", "the eleventh-hour rehearsal with Bea", "2026-11-24T20:00:00+01:00"),
                      ("add a talk on quitting the 9-to-5 with Ida on tuesday at 6 pm", "a talk on quitting the 9-to-5 with Ida", "2026-11-24T18:00:00+01:00")],
                     intent: "create_event")
        let loose = drafter.draft("remind me to descale the kettle every once in a while", intent: "add_reminder", resolver: resolver)
        #expect(loose.slots["title"] == "descale the kettle" && loose.mustConfirm != nil, "\(loose.slots)")
        // A season is no day; the sun's turning points and the clock changes are.
        for (text, intent) in [("remind me before winter sets in to bleed the radiators", "add_reminder"),
                               ("remind me at the start of spring to prune the roses", "add_reminder"),
                               ("add Bea's garden party sometime over the summer", "create_event")] {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && IntentParser.holdBack(draft) != nil, "\(text): \(draft.slots)")
        }
        expectDrafts([("remind me on the winter solstice to light candles", "light candles", "2026-12-21T09:00:00+01:00"),
                      ("remind me when the clocks go forward to change the oven clock", "change the oven clock", "2027-03-28T09:00:00+02:00")],
                     intent: "add_reminder")
        // "tonight at 1 am" runs; a named night's small hours are the next day's, said back first.
        expectDrafts([("remind me tonight at 1 am to take the bread out", "take the bread out", "2026-11-24T01:00:00+01:00")], intent: "add_reminder")
        let night = drafter.draft("add Ivo's DJ set on saturday night at 1 am", intent: "create_event", resolver: resolver)
        #expect(night.slots["datetime_point"] == "2026-11-29T01:00:00+01:00" && night.slots["title"] == "Ivo's DJ set" && night.mustConfirm != nil, "\(night.slots)")
    }

    @Test func agesVersionsAndLengthsOfTheTaskAreNoTimes() {
        expectDrafts([("add the class of 2016 reunion on saturday at 7 pm", "the class of 2016 reunion", "2026-11-28T19:00:00+01:00"),
                      ("add the 1980s quiz with Ivo on thursday at 8 pm", "the 1980s quiz with Ivo", "2026-11-26T20:00:00+01:00"),
                      ("add the under-11s match on saturday at 10 am", "the under-11s match", "2026-11-28T10:00:00+01:00"),
                      ("add the 3.15 release review with Bea on friday at 2 pm", "the 3.15 release review with Bea", "2026-11-27T14:00:00+01:00")],
                     intent: "create_event")
        let party = drafter.draft("add the 2.4 release party", intent: "create_event", resolver: resolver)
        #expect(party.slots["title"] == "the 2.4 release party" && party.slots["datetime_point"] == nil && IntentParser.holdBack(party) != nil, "\(party.slots)")
        // A date written with dots is still a date.
        expectDrafts([("add a flight to Oslo on 21.12.2026 at 6:45 am", "a flight to Oslo", "2026-12-21T06:45:00+01:00")], intent: "create_event")
        // A length after the task is the task's, with or without a time; one before an event is its length.
        let lawn = drafter.draft("remind me to water the lawn for 20 minutes", intent: "add_reminder", resolver: resolver)
        #expect(lawn.slots["title"] == "water the lawn for 20 minutes" && lawn.slots["datetime_point"] == nil, "\(lawn.slots)")
        #expect(IntentParser.holdBack(lawn) == nil, "the length kept in the task is no sign of a bare title")
        let workshop = drafter.draft("add a two-hour workshop with Ivo on tuesday at 10 am", intent: "create_event", resolver: resolver)
        #expect(workshop.slots["title"] == "workshop with Ivo" && workshop.slots["duration_min"] == "120", "\(workshop.slots)")
    }

    @Test func possessiveDaysAndRequestsInThePastTense() {
        // In a reminder a day in the possessive names the thing; in an event, the event's day.
        expectDrafts([("remind me at 5 pm to print the slides for friday's meeting", "print the slides for friday's meeting", "2026-11-23T17:00:00+01:00"),
                      ("remind me to book Ida's table for saturday's lunch", "book Ida's table for saturday's lunch", nil)], intent: "add_reminder")
        expectDrafts([("add tomorrow's dentist appointment at 3 pm", "dentist appointment", "2026-11-24T15:00:00+01:00"),
                      ("add friday's match with Ivo at 6 pm", "match with Ivo", "2026-11-27T18:00:00+01:00")], intent: "create_event")
        // A request wrapped in the past tense, or said as what Hearth will do.
        expectDrafts([("I wanted you to add dinner with Bea on saturday at 8 pm", "dinner with Bea", "2026-11-28T20:00:00+01:00"),
                      ("I was going to ask you to put Ivo's recital in for thursday at 6 pm", "Ivo's recital", "2026-11-26T18:00:00+01:00"),
                      ("you can put Bea's leaving drinks in for friday at 6 pm", "Bea's leaving drinks", "2026-11-27T18:00:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("I meant to tell you: note that the gate code is 4471", intent: "create_note", resolver: resolver).slots["title"] == "the gate code is 4471")
        for plan in ["I wanted to call Ida yesterday", "I was going to email Ivo but I forgot"] {
            #expect(SlotDrafter.plainRequest(plan) == plan)
        }
    }

    @Test func reasonsTypedMarksAndStretchesToChooseFrom() {
        // A reason's time is not the reminder's.
        let reason = drafter.draft("remind me to ring Ida because the shop closes at 5", intent: "add_reminder", resolver: resolver)
        #expect(reason.slots["title"] == "ring Ida" && reason.slots["datetime_point"] == nil, "\(reason.slots)")
        expectDrafts([("remind me in 30 minutes to start the rice so that dinner is ready by 7", "start the rice", "2026-11-23T10:30:00+01:00")],
                     intent: "add_reminder")
        // Marks typed around a command.
        expectDrafts([("remind me *tomorrow* at 5 pm to call Ida", "call Ida", "2026-11-24T17:00:00+01:00"),
                      ("remind me ~6pm to water Bea's plants", "water Bea's plants", "2026-11-23T18:00:00+01:00"),
                      ("remind me → fri 9am → send the invoice", "send the invoice", "2026-11-27T09:00:00+01:00")], intent: "add_reminder")
        let link = drafter.draft("email Ida saying see the menu at www.example.org/menu", intent: "send_email", resolver: resolver)
        #expect(link.slots["email_body"] == "see the menu at www.example.org/menu", "\(link.slots)")
        // A reminder needs one time: a stretch to choose from is asked about; an event's span runs.
        for text in ["remind me between 2 and 4 pm to ring Ivo", "remind me some time from tuesday to thursday to book Ivo's train",
                     "remind me tmrw-ish to call Bea"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && IntentParser.holdBack(draft) != nil, "\(text): \(draft.slots)")
        }
        let meeting = drafter.draft("add a meeting with Ivo between 2 and 4 pm on friday", intent: "create_event", resolver: resolver)
        #expect(meeting.slots["datetime_range"] == "2026-11-27T14:00:00+01:00/2026-11-27T16:00:00+01:00", "\(meeting.slots)")
        #expect(IntentParser.holdBack(drafter.draft("I'm free between 2 and 4", intent: "create_event", resolver: resolver)) != nil)
        #expect(IntentParser.holdBack(drafter.draft("I'm off to the panto on tuesday at 6 pm", intent: "create_event", resolver: resolver)) == nil)
    }

    @Test func wordsOfAddressAndPausesAreNoPartOfTheCommand() {
        expectDrafts([("remind me at 5 pm, buddy, to call Ida", "call Ida", "2026-11-23T17:00:00+01:00"),
                      ("babe, remind me tomorrow at 8 am to pick up Ivo", "pick up Ivo", "2026-11-24T08:00:00+01:00"),
                      ("remind me at, hang on, 5 pm to call Bea", "call Bea", "2026-11-23T17:00:00+01:00"),
                      ("remind me in, what, 40 minutes to take the bread out", "take the bread out", "2026-11-23T10:40:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add the, what's the word, the christening for Ivo's baby on sunday at 11 am", "the christening for Ivo's baby", "2026-11-29T11:00:00+01:00"),
                      ("add dinner with Ida on — where was I — friday at 8 pm", "dinner with Ida", "2026-11-27T20:00:00+01:00")], intent: "create_event")
        let mail = drafter.draft("email Ivo, dude, saying see you at 7", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Ivo" && mail.slots["email_body"] == "see you at 7", "\(mail.slots)")
        // A message's own words keep theirs; a correction keeps its "wait".
        #expect(drafter.draft("email Ida saying running late, pal", intent: "send_email", resolver: resolver).slots["email_body"] == "running late, pal")
        expectDrafts([("add dinner with Bea on friday at 7 pm, wait, 7:30 pm", "dinner with Bea", "2026-11-27T19:30:00+01:00")], intent: "create_event")
    }

    @Test func theSpeakersSituationIsNoPartOfTheCommand() {
        expectDrafts([("I'm driving, so remind me at 6 pm to call Ida", "call Ida", "2026-11-23T18:00:00+01:00"),
                      ("remind me at 8 pm to water the tomatoes, I'm out walking the dog", "water the tomatoes", "2026-11-23T20:00:00+01:00"),
                      ("remind me at 8 am to leave early since the roads close at 9", "leave early", "2026-11-24T08:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("from the train: add the vet for Ivo's dog on thursday at 5 pm", "the vet for Ivo's dog", "2026-11-26T17:00:00+01:00"),
                      ("sorry, driving — put the dentist in for monday at 9 am", "the dentist", "2026-11-30T09:00:00+01:00")], intent: "create_event")
        #expect(SlotDrafter.transcribed("I'm driving") == "I'm driving")
        // A request said to anyone in earshot is Hearth's; a question of how to is not a request.
        expectDrafts([("can someone add dinner with Ida on saturday at 8 pm", "dinner with Ida", "2026-11-28T20:00:00+01:00"),
                      ("someone put the dentist in for thursday at 9 am", "the dentist", "2026-11-26T09:00:00+01:00")], intent: "create_event")
        #expect(SlotDrafter.plainRequest("can somebody help me with the shopping") == "can somebody help me with the shopping")
    }

    @Test func aRequestInThePassiveIsSaidWithAPerson() {
        expectDrafts([("a reminder is needed at 5 pm to call Ida", "call Ida", "2026-11-23T17:00:00+01:00"),
                      ("there should be a reminder tomorrow at 9 am to renew the permit", "renew the permit", "2026-11-24T09:00:00+01:00"),
                      ("a reminder to book the MOT is needed on the 3rd", "book the MOT", "2026-12-03T09:00:00+01:00"),
                      ("a reminder at 7 tonight to put the bins out would be good", "put the bins out", "2026-11-23T19:00:00+01:00"),
                      ("it has to be remembered on thursday to water Ivo's plants", "water Ivo's plants", "2026-11-26T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("dinner with Ida needs to go in the calendar for saturday at 8 pm", "dinner with Ida", "2026-11-28T20:00:00+01:00"),
                      ("the school play needs adding to the calendar, it's on thursday at 6 pm", "the school play", "2026-11-26T18:00:00+01:00"),
                      ("Ivo's birthday drinks want adding on friday at 7 pm", "Ivo's birthday drinks", "2026-11-27T19:00:00+01:00")],
                     intent: "create_event")
        #expect(SlotDrafter.plainRequest("it should be noted that Ivo's flight is BA 2291") == "note that Ivo's flight is BA 2291")
        #expect(SlotDrafter.plainRequest("Ida should be emailed saying the keys are under the mat") == "email Ida saying the keys are under the mat")
        #expect(SlotDrafter.plainRequest("Ida's emails want reading out") == "read me Ida's emails")
        // Said of the world, the same words ask for nothing.
        for said in ["the bins need taking out", "the car needs washing before sunday", "dinner is to be served at 8"] {
            #expect(SlotDrafter.plainRequest(said) == said)
        }
        #expect(SlotDrafter.talksAboutIt("the meeting with Ida has been moved to 3 pm"))
        #expect(SlotDrafter.talksAboutIt("a reminder was set by Ivo for 5 pm"))
        #expect(SlotDrafter.asksToChange("rename the 3 pm meeting to roadmap sync"))
    }

    @Test func aNameGivenIsTheTitle() {
        expectDrafts([("add an event on friday at 3 pm and call it roadmap sync", "roadmap sync", "2026-11-27T15:00:00+01:00"),
                      ("put something in for tomorrow at 10 am, call it Ida's visit", "Ida's visit", "2026-11-24T10:00:00+01:00"),
                      ("schedule a meeting on wednesday at 11 am with the title quarterly numbers", "quarterly numbers", "2026-11-25T11:00:00+01:00"),
                      ("add an event for the 5th at 7 pm, label it Ivo's leaving do", "Ivo's leaving do", "2026-12-05T19:00:00+01:00")],
                     intent: "create_event")
        expectDrafts([("set a reminder for 6 pm called feed the cat", "feed the cat", "2026-11-23T18:00:00+01:00"),
                      ("remind me in 30 minutes, call it check the laundry", "check the laundry", "2026-11-23T10:30:00+01:00"),
                      ("remind me in an hour to call it a day", "call it a day", "2026-11-23T11:00:00+01:00")],
                     intent: "add_reminder")
        #expect(SlotDrafter.givenName("the talk called Small Things") == nil)
    }

    /// Checks each reminder's rule and first time, that it runs unasked and that the schema takes it.
    func expectRepeats(_ cases: [(text: String, rule: String, time: String)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (text, rule, time) in cases {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["recurrence"] == rule && draft.slots["datetime_point"] == time && IntentParser.holdBack(draft) == nil,
                    "\(text): \(draft.slots)", sourceLocation: sourceLocation)
            #expect((try? IntentSchema.bundled().validateUnderstood(intent: "add_reminder", slots: draft.slots)) != nil, "\(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func aRepeatOnSeveralDaysOfTheMonth() {
        expectRepeats([("remind me on the 1st and 15th of every month to pay Ida", "FREQ=MONTHLY;BYMONTHDAY=1,15", "2026-12-01T09:00:00+01:00"),
                       ("remind me every first and third tuesday of the month at 7 am to put the bins out", "FREQ=MONTHLY;BYDAY=1TU,3TU", "2026-12-01T07:00:00+01:00"),
                       ("remind me on the first and last monday of the month at 8 pm to call Ivo", "FREQ=MONTHLY;BYDAY=1MO,-1MO", "2026-11-30T20:00:00+01:00"),
                       ("remind me twice a month, on the 10th and the 25th, to check the meters", "FREQ=MONTHLY;BYMONTHDAY=10,25", "2026-11-25T09:00:00+01:00"),
                       ("remind me on the 15th and the last day of every month at 6 pm to file", "FREQ=MONTHLY;BYMONTHDAY=15,-1", "2026-11-30T18:00:00+01:00")])
        #expect(SlotDrafter.describe(recurrence: "FREQ=MONTHLY;BYDAY=1TU,3TU") == "on the first and third Tuesday of every month")
        #expect(SlotDrafter.describe(recurrence: "FREQ=MONTHLY;BYMONTHDAY=1,10,-1") == "on the 1st, 10th and last day of every month")
        #expect(SlotDrafter.describe(recurrence: "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15") == "on the 15th of every other month")
        // Said without its days, how often is asked about.
        #expect(IntentParser.holdBack(drafter.draft("add the market on two saturdays a month", intent: "create_event", resolver: resolver)) != nil)
    }

    @Test func tomorrowSaidJustAfterMidnightIsTheDayJustBegunAndAsked() {
        let late = TimeResolver(reference: ISO8601DateFormatter().date(from: "2026-11-24T00:40:00+01:00")!, timeZone: TimeZone(identifier: "Europe/Berlin")!)
        for (text, time) in [("remind me tomorrow at 9 am to call Ida", "2026-11-24T09:00:00+01:00"),
                             ("remind me tomorrow night at 10 to charge the car", "2026-11-24T22:00:00+01:00"),
                             ("remind me on tuesday at 3 pm to call Ivo", "2026-11-24T15:00:00+01:00")] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: late)
            #expect(draft.slots["datetime_point"] == time && draft.mustConfirm?.contains("just after midnight") == true, "\(text): \(draft.slots)")
        }
        // Plain at that hour: the morning, later today, another day; plain at any other hour.
        for (text, time) in [("remind me in the morning to ring the bank", "2026-11-24T09:00:00+01:00"),
                             ("remind me on wednesday at 1 pm to call Ida", "2026-11-25T13:00:00+01:00")] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: late)
            #expect(draft.slots["datetime_point"] == time && IntentParser.holdBack(draft) == nil, "\(text): \(draft.slots)")
        }
        #expect(IntentParser.holdBack(drafter.draft("remind me tomorrow at 9 am to call Ida", intent: "add_reminder", resolver: resolver)) == nil)
    }

    @Test func aTimeGoneByInsideTheTaskIsTheTasks() {
        expectDrafts([("remind me at 5 pm to return the jacket I bought on saturday", "return the jacket I bought on saturday", "2026-11-23T17:00:00+01:00"),
                      ("remind me at 6 pm to call the plumber who came last tuesday", "call the plumber who came last tuesday", "2026-11-23T18:00:00+01:00"),
                      ("remind me at 3 to refund the customer who called at 9 this morning", "refund the customer who called at 9 this morning", "2026-11-23T15:00:00+01:00"),
                      ("remind me to thank Ivo for the lift he gave me on saturday", "thank Ivo for the lift he gave me on saturday", nil),
                      ("remind me tonight at 8 to send Ida the photos from yesterday", "send Ida the photos from yesterday", "2026-11-23T20:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add the catch-up on what Ida missed yesterday for thursday at 4 pm", "the catch-up on what Ida missed yesterday", "2026-11-26T16:00:00+01:00")],
                     intent: "create_event")
    }

    @Test func aRepeatWithinHoursOfTheDay() {
        expectRepeats([("remind me every hour between 9 am and 5 pm to stand up", "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16,17", "2026-11-23T11:00:00+01:00"),
                       ("remind me every 2 hours from 8 am to 8 pm to drink water", "FREQ=DAILY;BYHOUR=8,10,12,14,16,18,20", "2026-11-23T12:00:00+01:00"),
                       ("remind me every hour on weekdays from 9 to 5 to stretch", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9,10,11,12,13,14,15,16,17", "2026-11-23T11:00:00+01:00"),
                       ("remind me every hour from noon to 4 pm to check on Ida", "FREQ=DAILY;BYHOUR=12,13,14,15,16", "2026-11-23T12:00:00+01:00")])
        #expect(SlotDrafter.describe(recurrence: "FREQ=DAILY;BYHOUR=8,10,12,14,16,18,20") == "every day, every 2 hours from 08:00 to 20:00")
        #expect(SlotDrafter.describe(recurrence: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9,10,11") == "every weekday, every hour from 09:00 to 11:00")
        // Hours not named are asked for.
        for text in ["remind me every hour during work hours to drink water", "remind me every couple of hours while I'm awake to move about"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(IntentParser.holdBack(draft) != nil && draft.slots["title"] == text.components(separatedBy: " to ").last, "\(text): \(draft.slots)")
        }
    }

    @Test func aQuestionAboutWhatHearthCanDoATrialOrASecondSayingFramesTheRequest() {
        #expect(SlotDrafter.plainRequest("are you able to set reminders? if so, remind me tomorrow at 8 am to defrost the chicken") == "remind me tomorrow at 8 am to defrost the chicken")
        #expect(SlotDrafter.plainRequest("do you do reminders? I need one on friday at noon to pay Ida") == "remind me on friday at noon to pay Ida")
        #expect(SlotDrafter.plainRequest("not sure if you can do this, but add Ida's drinks on the 4th at 6 pm") == "add Ida's drinks on the 4th at 6 pm")
        #expect(SlotDrafter.plainRequest("remind me at 6 pm to ring Ivo, thanks in advance") == "remind me at 6 pm to ring Ivo")
        #expect(SlotDrafter.plainRequest("can you do reminders?") == "can you do reminders?")
        #expect(SlotDrafter.plainRequest("let's try this: remind me at 4 pm to call Ida") == "remind me at 4 pm to call Ida")
        #expect(SlotDrafter.plainRequest("see if you can add Ivo's dinner on saturday at 7 pm") == "add Ivo's dinner on saturday at 7 pm")
        #expect(SlotDrafter.plainRequest("try reminding me on thursday to post Ida's card") == "remind me on thursday to post Ida's card")
        #expect(SlotDrafter.plainRequest("testing, testing, one two three") == "testing, testing, one two three")
        #expect(SlotDrafter.plainRequest("here's what I need: remind me at 5 pm to call Ida") == "remind me at 5 pm to call Ida")
        #expect(SlotDrafter.plainRequest("all I need is a reminder tomorrow at 8 am to book the boiler service") == "remind me tomorrow at 8 am to book the boiler service")
        #expect(SlotDrafter.plainRequest("all I want is the quiz with Ivo in the calendar for saturday at 8 pm") == "add the quiz with Ivo for saturday at 8 pm")
        #expect(SlotDrafter.plainRequest("what I want you to do is add the dentist on tuesday at 2 pm") == "add the dentist on tuesday at 2 pm")
        #expect(SlotDrafter.plainRequest("all I need is sleep") == "all I need is sleep")
        expectDrafts([("remind me at 5 pm to call Ivo, remind me at 5 pm to call Ivo", "call Ivo", "2026-11-23T17:00:00+01:00"),
                      ("remind me in an hour to call Ida. I repeat, remind me in an hour to call Ida", "call Ida", "2026-11-23T11:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add dinner with Ivo on thursday at 7 pm, dinner with Ivo on thursday at 7 pm", "dinner with Ivo", "2026-11-26T19:00:00+01:00")], intent: "create_event")
        let differing = drafter.draft("remind me at 5 pm to call Ida, remind me at 6 pm to call Ida", intent: "add_reminder", resolver: resolver)
        #expect(differing.slots["title"] == "call Ida" && IntentParser.holdBack(differing) != nil)
        #expect(SlotDrafter.saidTwice("email Ida saying yes, yes, yes") == nil)
    }

    @Test func aReminderInAdvanceIsCountedBackAndAQuestionForLaterIsItsTitle() {
        expectDrafts([("remind me two days in advance of Ida's birthday on the 9th to buy a present", "buy a present", "2026-12-07T09:00:00+01:00"),
                      ("remind me a day early about the MOT on the 3rd", "the MOT", "2026-12-02T09:00:00+01:00"),
                      ("remind me three days ahead of the 14th to renew the insurance", "renew the insurance", "2026-12-11T09:00:00+01:00"),
                      ("give me a week's notice before Ivo's wedding on the 19th of december to get the suit cleaned", "get the suit cleaned", "2026-12-12T09:00:00+01:00"),
                      ("remind me 30 minutes early for the dentist tomorrow at 2 pm", "the dentist", "2026-11-24T13:30:00+01:00"),
                      ("remind me at 9 pm: did I lock the back door?", "did I lock the back door", "2026-11-23T21:00:00+01:00"),
                      ("ask me at 6 pm: have I taken my tablets?", "have I taken my tablets", "2026-11-23T18:00:00+01:00"),
                      ("remind me at 5 pm to ask Ida if she's free on saturday", "ask Ida if she's free on saturday", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
        #expect(IntentParser.holdBack(drafter.draft("remind me well in advance of Ida's birthday to buy a card", intent: "add_reminder", resolver: resolver)) != nil)
        // "I've got…" is no time gone by.
        expectDrafts([("I've got choir practice on tuesday at 7:30 pm", "choir practice", "2026-11-24T19:30:00+01:00")], intent: "create_event")
    }

    @Test func hearthToldToRememberAClockReachedAndPropertiesItDoesNotKeep() {
        #expect(SlotDrafter.plainRequest("don't forget to remind me at 5 pm to call Ida") == "remind me at 5 pm to call Ida")
        #expect(SlotDrafter.plainRequest("remember to add lunch with Ivo on friday at 1 pm") == "add lunch with Ivo on friday at 1 pm")
        #expect(SlotDrafter.plainRequest("what about adding dinner with Ida on saturday at 8 pm?") == "add dinner with Ida on saturday at 8 pm?")
        // The task's own verb stays: "remember to book the table" is a reminder to book it.
        #expect(SlotDrafter.plainRequest("remember to book the table at 6") == "remember to book the table at 6")
        #expect(SlotDrafter.plainRequest("remember book train tickets Leeds this coming tuesday") == "remember book train tickets Leeds this coming tuesday")
        #expect(IntentParser.holdBack(drafter.draft("remember to breathe", intent: "add_reminder", resolver: resolver)) != nil)
        expectDrafts([("when it's 5 pm, remind me to call Ida", "call Ida", "2026-11-23T17:00:00+01:00"),
                      ("come 7 pm, remind me to walk the dog", "walk the dog", "2026-11-23T19:00:00+01:00"),
                      ("as soon as it's midnight, remind me to wish Ivo happy birthday", "wish Ivo happy birthday", "2026-11-24T00:00:00+01:00"),
                      ("remind me once it's half past 2 to move the car", "move the car", "2026-11-23T14:30:00+01:00")],
                     intent: "add_reminder")
        #expect(IntentParser.holdBack(drafter.draft("when it's dark, remind me to close the curtains", intent: "add_reminder", resolver: resolver)) != nil)
        for (text, title) in [("add lunch with Ida on friday at 1 pm and mark it as private", "lunch with Ida"),
                              ("add the team sync on thursday at 10 am with a Zoom link", "the team sync"),
                              ("put a call with Ivo in for wednesday at 3 pm as tentative", "a call with Ivo")] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.mustConfirm?.contains("cannot do") == true, "\(text): \(draft.slots)")
        }
    }

    @Test func severalTimesForOneTaskAndTheSpeakersOwnDayAreAsked() {
        for text in ["remind me at 5, 6 and 7 pm to check the oven", "set two reminders, one at 8 and one at 9, to take the bins out"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.mustConfirm?.contains("several times") == true, "\(text): \(draft.slots)")
        }
        #expect(drafter.draft("remind me at 5, 6 and 7 pm to check the oven", intent: "add_reminder", resolver: resolver).slots["title"] == "check the oven")
        for (text, title) in [("remind me before I go to bed to lock the back door", "lock the back door"),
                              ("remind me when I get to work to email Ivo", "email Ivo"),
                              ("remind me on my way home to pick up milk", "pick up milk")] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["title"] == title && IntentParser.holdBack(draft) != nil, "\(text): \(draft.slots)")
        }
        expectDrafts([("remind me tomorrow when I wake up at 7 am to call Ida", "call Ida", "2026-11-24T07:00:00+01:00")], intent: "add_reminder")
    }

    @Test func hearthNamedInTheThirdPerson() {
        #expect(SlotDrafter.plainRequest("can Hearth remind me at 5 pm to call Ida") == "remind me at 5 pm to call Ida")
        #expect(SlotDrafter.plainRequest("I want Hearth to remind me tomorrow at 8 am to take the bins out") == "remind me tomorrow at 8 am to take the bins out")
        #expect(SlotDrafter.plainRequest("Hearth will remind me in 20 minutes to check the rice, won't it?") == "remind me in 20 minutes to check the rice")
        #expect(SlotDrafter.plainRequest("Hearth is really slow today") == "Hearth is really slow today")
        expectDrafts([("tell Hearth to put the dentist in for tuesday at 10 am", "the dentist", "2026-11-24T10:00:00+01:00")], intent: "create_event")
    }

    @Test func aFavourAskedFirstIsNoPartOfTheCommand() {
        expectDrafts([("be a dear and put lunch with Ida in for wednesday at 1 pm", "lunch with Ida", "2026-11-25T13:00:00+01:00"),
                      ("go ahead and add the dentist on the 4th at 9:30 am", "the dentist", "2026-12-04T09:30:00+01:00"),
                      ("feel free to pencil in a call with Ivo for thursday at 4 pm", "a call with Ivo", "2026-11-26T16:00:00+01:00")],
                     intent: "create_event")
        #expect(SlotDrafter.plainRequest("do me a favour and remind me at 6 pm to call Ida") == "remind me at 6 pm to call Ida")
        #expect(SlotDrafter.plainRequest("could you do me a favour and pass the salt") == "could you do me a favour and pass the salt")
    }

    @Test func aStoryBeforeAnywayIsNoPartOfTheCommand() {
        expectDrafts([("the parcel was meant to come on friday and it didn't, anyway, remind me tomorrow at 9 am to chase the courier", "chase the courier", "2026-11-24T09:00:00+01:00"),
                      ("I was up till 2 last night finishing the slides, anyway, remind me at 11 am to send the slides to Ida", "send the slides to Ida", "2026-11-23T11:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("Ida's flight landed at 4 am, poor thing, anyway, put dinner with Ida in for friday at 8 pm", "dinner with Ida", "2026-11-27T20:00:00+01:00")],
                     intent: "create_event")
        // No request after it, or a message's own words: nothing is cut.
        for said in ["Ida rang at 11, anyway, how are you", "email Ivo saying it was lovely, anyway, see you soon"] {
            #expect(SlotDrafter.withoutStory(said) == said)
        }
    }

    @Test func aClockWrittenWithASpaceIsThatClock() {
        expectDrafts([("remind me tomorrow at 7 45 to put the bins out", "put the bins out", "2026-11-24T07:45:00+01:00"),
                      ("at 4 10 remind me to take the cake out", "take the cake out", "2026-11-23T16:10:00+01:00"),
                      ("remind me at 6 pm to buy 2 20 watt bulbs", "buy 2 20 watt bulbs", "2026-11-23T18:00:00+01:00")],
                     intent: "add_reminder")
        let range = drafter.draft("add the parents' evening on wednesday from 6 30 to 8 pm", intent: "create_event", resolver: resolver)
        #expect(range.slots["title"] == "the parents' evening" && range.slots["datetime_range"] == "2026-11-25T18:30:00+01:00/2026-11-25T20:00:00+01:00", "\(range.slots)")
        // Not before a length or a thing counted.
        #expect(SlotDrafter.transcribed("remind me at 10 15-minute breaks") == "remind me at 10 15-minute breaks")
        #expect(SlotDrafter.transcribed("order 2 20 watt bulbs at 6") == "order 2 20 watt bulbs at 6")
    }

    @Test func aSignOffAfterTheCommandIsNoPartOfIt() {
        expectDrafts([("remind me at 5 pm to call the garage. cheers, Ida", "call the garage", "2026-11-23T17:00:00+01:00"),
                      ("remind me tomorrow at 9 to pay the nursery xoxo", "pay the nursery", "2026-11-24T09:00:00+01:00"),
                      ("remind me at 8 pm to text Ivo about the trip, ttyl", "text Ivo about the trip", "2026-11-23T20:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add dinner with Ivo on friday at 8 pm. thx! -K", "dinner with Ivo", "2026-11-27T20:00:00+01:00"),
                      ("add a haircut on saturday at 11 am. sent from my iPhone", "a haircut", "2026-11-28T11:00:00+01:00")],
                     intent: "create_event")
        // A message keeps its own sign-off; what the phone adds under it goes.
        let mail = drafter.draft("email Ivo saying the van is fixed. cheers! Sent from my iPhone", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_body"] == "the van is fixed. cheers", "\(mail.slots)")
        #expect(SlotDrafter.onlySignOff("Sent from my iPhone") && SlotDrafter.onlySignOff("cheers, Ida") && SlotDrafter.onlySignOff("thanks, bye! xoxo"))
        #expect(!SlotDrafter.onlySignOff("love you, Ida xx") && !SlotDrafter.onlySignOff("thanks for the reminder about Ida's party"))
    }

    @Test func anEmailsWordsBroughtInOtherWays() {
        for (text, body) in [("email Ivo with the message the choir starts at 7", "the choir starts at 7"),
                             ("send Ida an email, the message being I can't make it on thursday", "I can't make it on thursday"),
                             ("send an email to Ivo that reads please bring the chairs", "please bring the chairs"),
                             ("email Ida as follows: the deposit has been paid", "the deposit has been paid"),
                             ("email Ivo and write that the kava is in the boot", "the kava is in the boot"),
                             ("write an email to Ida and Ivo with the following: the bus leaves at 6 am", "the bus leaves at 6 am")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_body"] == body, "\(text): \(draft.slots)")
        }
        #expect(SlotDrafter.leadingIntent("new email to Ida. write: the rehearsal moved to the church hall") == "send_email")
        #expect(SlotDrafter.refusal("the message was from Ivo") != nil && SlotDrafter.refusal("read me the message from Ivo") == nil)
    }

    @Test func aClockInAnotherPartOfTheDayADeadlineOrAHabitIsAsked() {
        for (text, intent) in [("remind me tomorrow morning at 9 pm to call Ida", "add_reminder"), ("remind me tonight at 8 am to take the bins out", "add_reminder"),
                               ("add dinner with Ivo this evening at 7 am", "create_event"), ("remind me at 7 am in the evening to feed the cat", "add_reminder"),
                               ("remind me before noon to post the letter", "add_reminder"), ("remind me before tomorrow to call Ida", "add_reminder"),
                               ("add the meeting on friday before noon", "create_event"), ("the morning news starts at 7 am", "create_event")] {
            #expect(IntentParser.holdBack(drafter.draft(text, intent: intent, resolver: resolver)) != nil, "\(text)")
        }
        expectDrafts([("remind me tomorrow morning at 9 am to call Ida", "call Ida", "2026-11-24T09:00:00+01:00"),
                      ("remind me tonight at 1 am to move the car", "move the car", "2026-11-24T01:00:00+01:00"),
                      ("remind me at 5 to leave before 6", "leave", "2026-11-23T17:00:00+01:00"),
                      ("remind me 10 minutes before noon to eat", "eat", "2026-11-23T11:50:00+01:00")],
                     intent: "add_reminder")
        let dated = drafter.draft("add the party on friday at 8 pm, be there before 9", intent: "create_event", resolver: resolver)
        #expect(dated.slots["datetime_point"] == "2026-11-27T20:00:00+01:00")
        for text in ["the boiler man comes on the 3rd at 9 am", "my shift starts on friday at 6 am"] {
            #expect(IntentParser.holdBack(drafter.draft(text, intent: "create_event", resolver: resolver))?.contains("usually") != true, "\(text)")
        }
    }

    @Test func timesAsAMachineWritesThemAndOldFashionedWords() {
        expectDrafts([("add the deploy window on 2026-12-04T15:30", "the deploy window", "2026-12-04T15:30:00+01:00"),
                      ("add the standup at 09:15:00 on wednesday", "the standup", "2026-11-25T09:15:00+01:00")],
                     intent: "create_event")
        expectDrafts([("pray remind me on the morrow at nine am to write to Ida", "write to Ida", "2026-11-24T09:00:00+01:00"),
                      ("remind me this eve at seven to feed the hens", "feed the hens", "2026-11-23T19:00:00+01:00"),
                      ("remind me a fortnight hence to settle up with Ivo", "settle up with Ivo", "2026-12-07T10:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("I bid thee add the harvest supper on saturday at six in the evening", "the harvest supper", "2026-11-28T18:00:00+01:00")], intent: "create_event")
        // A note keeps its words.
        #expect(drafter.draft("note that we sail on the morrow", intent: "create_note", resolver: resolver).slots["title"] == "we sail on the morrow")
    }

    @Test func aTimeSetAfterTheRequestIsItsTime() {
        expectDrafts([("remind me to call Ida. make it 5 pm", "call Ida", "2026-11-23T17:00:00+01:00"),
                      ("remind me to renew the permit, set it for friday", "renew the permit", "2026-11-27T09:00:00+01:00"),
                      ("remind me to collect Ivo's suit, call it 4 o'clock", "collect Ivo's suit", "2026-11-23T16:00:00+01:00"),
                      ("remind me to ring the landlord tomorrow, put it at 10 am", "ring the landlord", "2026-11-24T10:00:00+01:00"),
                      // Said after a time of its kind, it is a correction.
                      ("remind me at 7 pm to feed the cat, make it 7:30 pm", "feed the cat", "2026-11-23T19:30:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add dinner with Ida on thursday, make it 8 pm", "dinner with Ida", "2026-11-26T20:00:00+01:00"),
                      ("add the tenants' meeting for, say, tuesday at 7 pm", "the tenants' meeting", "2026-11-24T19:00:00+01:00")],
                     intent: "create_event")
        #expect(SlotDrafter.plainRequest("email Ida saying see you friday, say 6 pm") == "email Ida saying see you friday, say 6 pm")
        #expect(SlotDrafter.plainRequest("call it a day") == "call it a day")
    }

    @Test func aReminderSaidAsTheWordsItShows() {
        expectDrafts([("remind me at 6 pm and say time to stretch", "time to stretch", "2026-11-23T18:00:00+01:00"),
                      ("set a reminder at 3 saying stand up and walk", "stand up and walk", "2026-11-23T15:00:00+01:00"),
                      ("add a reminder that says drink water at 4 pm", "drink water", "2026-11-23T16:00:00+01:00"),
                      ("put a reminder in for 5 pm that reads call Ivo about the reindeer", "call Ivo about the reindeer", "2026-11-23T17:00:00+01:00"),
                      ("a reminder at 8 pm reading lock the shed", "lock the shed", "2026-11-23T20:00:00+01:00"),
                      ("remind me at 5 pm to say goodbye to Ida", "say goodbye to Ida", "2026-11-23T17:00:00+01:00"),
                      ("remind me at 5 pm about reading group", "reading group", "2026-11-23T17:00:00+01:00"),
                      ("remind me at 5 to pay the remainder", "pay the remainder", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
    }

    @Test func aRepeatSaidWithOnceOrEach() {
        expectRepeats([("remind me once a week on mondays to top up the feeder", "FREQ=WEEKLY;BYDAY=MO", "2026-11-30T09:00:00+01:00"),
                       ("remind me once a month on the 1st to pay the rent", "FREQ=MONTHLY;BYMONTHDAY=1", "2026-12-01T09:00:00+01:00"),
                       ("remind me each friday at 4 pm to send the rota", "FREQ=WEEKLY;BYDAY=FR", "2026-11-27T16:00:00+01:00")])
        expectDrafts([("remind me once at 5 pm to call Ivo", "call Ivo", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
        #expect(SlotDrafter.plainRequest("once a week is enough") == "once a week is enough")
    }

    @Test func aMeetingNamedByItsClockIsNotTheTime() {
        expectDrafts([("remind me at 2 to prep for my 3 o'clock", "prep for my 3 o'clock", "2026-11-23T14:00:00+01:00"),
                      ("remind me at 11 am to print the slides for our 4:30", "print the slides for our 4:30", "2026-11-23T11:00:00+01:00"),
                      ("remind me at 4 to call Ivo after my 3 o'clock", "call Ivo after my 3 o'clock", "2026-11-23T16:00:00+01:00"),
                      // Counted from, it is the time.
                      ("remind me an hour before my 6 pm to leave", "leave", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("put a debrief after Ida's 10 am in the calendar for friday at 11:30", "a debrief after Ida's 10 am", "2026-11-27T11:30:00+01:00")],
                     intent: "create_event")
        for text in ["remind me after my 11 o'clock to call Ida", "remind me after my 3 pm meeting to call Ivo"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && IntentParser.holdBack(draft) != nil, "\(text): \(draft.slots)")
        }
    }

    @Test func theKindSaidAfterTheContentAndARunOfWeekdays() {
        expectDrafts([("dentist on friday at 3 pm, as an event", "dentist", "2026-11-27T15:00:00+01:00"),
                      ("lunch with Ida on thursday at 1 pm, put it in as an event not a reminder", "lunch with Ida", "2026-11-26T13:00:00+01:00")],
                     intent: "create_event")
        expectDrafts([("pay the gas bill tomorrow at 9 am, make it a reminder", "pay the gas bill", "2026-11-24T09:00:00+01:00")], intent: "add_reminder")
        #expect(SlotDrafter.intentSaidAfter("the ferry leaves at 7 from pier 2, as a note, not a reminder") == "create_note")
        #expect(SlotDrafter.intentSaidAfter("call Ivo at 5 pm, as a reminder please") == "add_reminder")
        #expect(SlotDrafter.intentSaidAfter("as a note, the film was long") == nil)
        expectRepeats([("remind me monday to friday at 7 am to take my tablets", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-11-24T07:00:00+01:00"),
                       ("remind me mon-fri at 5 pm to log my hours", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-11-23T17:00:00+01:00"),
                       ("remind me tuesday to thursday at 6 pm to walk Ivo's dog", "FREQ=WEEKLY;BYDAY=TU,WE,TH", "2026-11-24T18:00:00+01:00"),
                       ("remind me weekdays only at 9 am to open the blinds", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-11-24T09:00:00+01:00")])
        let stretch = drafter.draft("add the wine fair from tuesday to thursday", intent: "create_event", resolver: resolver)
        #expect(stretch.slots["recurrence"] == nil && stretch.slots["datetime_range"] != nil, "\(stretch.slots)")
    }

    @Test func mailAskedToGoLaterIsAskedAboutAndTheTimeIsNoPartOfIt() {
        for (text, body) in [("email Ida at 5 pm saying the van is ready", "the van is ready"),
                             ("send Ivo an email tomorrow morning saying the keys are at reception", "the keys are at reception"),
                             ("schedule an email to Ida for friday at 9 saying happy birthday", "happy birthday"),
                             ("in an hour, email Ivo saying the train is delayed", "the train is delayed")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_body"] == body && draft.mustConfirm?.contains("cannot wait") == true, "\(text): \(draft.slots)")
        }
        for (text, body) in [("email Ida every friday saying the rota is up", "the rota is up"), ("email Ivo next week saying hi", "hi"),
                             ("email Ida by 5 pm saying the van is ready", "the van is ready"), ("email Ivo on the 1st of every month saying rent is due", "rent is due")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_body"] == body && draft.mustConfirm != nil, "\(text): \(draft.slots)")
        }
        for (text, body) in [("email Ida on behalf of Ivo saying thanks", "thanks"), ("email Ivo in Spanish saying hola", "hola")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.mustConfirm == nil, "\(text): \(draft.slots) \(body)")
        }
        // A time in the message is its own.
        let own = drafter.draft("email Ida saying the party is at 5 pm on friday", intent: "send_email", resolver: resolver)
        #expect(own.slots["email_body"] == "the party is at 5 pm on friday" && own.mustConfirm == nil)
        #expect(SlotDrafter.refusal("did the email to Ivo go out on monday") != nil && SlotDrafter.refusal("did Ivo email me on monday") == nil)
        expectDrafts([("give me 10 and remind me to call Ida", "call Ida", "2026-11-23T10:10:00+01:00")], intent: "add_reminder")
    }

    @Test func apostrophesLeftOutAreMeant() {
        expectDrafts([("dont let me forget to call Ida at 4 pm", "call Ida", "2026-11-23T16:00:00+01:00"),
                      ("remind me tomorrow at 9 to ring Ivo, hes back from leave", "ring Ivo", "2026-11-24T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("im meeting Ida for lunch on thursday at 1, put it in", "meeting Ida for lunch", "2026-11-26T13:00:00+01:00"),
                      ("lets add dinner with Ivo on saturday at 8 pm", "dinner with Ivo", "2026-11-28T20:00:00+01:00")],
                     intent: "create_event")
        // A message's and a note's words keep their spelling.
        #expect(drafter.draft("email Ida saying i cant make it, hes ill", intent: "send_email", resolver: resolver).slots["email_body"] == "i cant make it, hes ill")
        #expect(drafter.draft("note that Ivo doesnt eat pork", intent: "create_note", resolver: resolver).slots["title"] == "Ivo doesnt eat pork")
    }

    @Test func aDaySaidByPointingBack() {
        expectDrafts([("I'm back on friday, remind me the next day at 9 am to call the garage", "call the garage", "2026-11-28T09:00:00+01:00"),
                      ("the party is on the 5th, remind me the following day to return the chairs", "return the chairs", "2026-12-06T09:00:00+01:00"),
                      ("remind me the day after boxing day to return the chairs", "return the chairs", "2026-12-27T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("the boat arrives on wednesday, add a dinner with Ivo that evening at 8", "a dinner with Ivo", "2026-11-25T20:00:00+01:00")], intent: "create_event")
        for (text, intent) in [("remind me the next day to return Ida's keys", "add_reminder"), ("add the debrief that evening at 6", "create_event"),
                               ("remind me the same day to send Ivo the photos", "add_reminder")] {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && IntentParser.holdBack(draft) != nil, "\(text): \(draft.slots)")
        }
    }

    @Test func initialsEndNoSentence() {
        expectDrafts([("remind me tomorrow at 9 to send J.R. the invoice", "send J.R. the invoice", "2026-11-24T09:00:00+01:00")], intent: "add_reminder")
    }

    @Test func anEventWithNoTimeIsAskedAbout() {
        let draft = drafter.draft("add the party at 14 Horia Street", intent: "create_event", resolver: resolver)
        #expect(draft.slots["title"] == "the party at 14 Horia Street" && draft.slots["datetime_point"] == nil && IntentParser.holdBack(draft) != nil)
        // A reminder may have none.
        #expect(IntentParser.holdBack(drafter.draft("remind me to drop the form at 21 Mill Road", intent: "add_reminder", resolver: resolver)) == nil)
    }

    @Test func textSpeakDigitsAreTheirWords() {
        expectDrafts([("remind me 2moro at 9 2 call Ivo", "call Ivo", "2026-11-24T09:00:00+01:00"),
                      ("remind me 2nite 2 charge the drill", "charge the drill", "2026-11-23T20:00:00+01:00"),
                      ("remind me in 2 hrs 2 w8 4 the courier", "w8 4 the courier", "2026-11-23T12:00:00+01:00"),
                      ("remind me on fri 2 get 2 tickets 4 Ida", "get 2 tickets 4 Ida", "2026-11-27T09:00:00+01:00"),
                      // A "2" after a verb or a word that leads into a clock is a count or the clock.
                      ("remind me to get 2 call credits on friday", "get 2 call credits", "2026-11-27T09:00:00+01:00"),
                      ("remind me at 2 call Ana", "call Ana", "2026-11-23T14:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add football practice 4 Ivo on sat from 10 2 12", "football practice 4 Ivo", nil),
                      ("put Ida's bday party in the cal 4 sun at 3", "Ida's bday party", "2026-11-29T15:00:00+01:00")],
                     intent: "create_event")
        let range = drafter.draft("add football practice 4 Ivo on sat from 10 2 12", intent: "create_event", resolver: resolver)
        #expect(range.slots["datetime_range"] == "2026-11-28T10:00:00+01:00/2026-11-28T12:00:00+01:00")
        #expect(drafter.draft("make a note 2 ask Ivo about the 2 spare keys", intent: "create_note", resolver: resolver).slots["title"] == "ask Ivo about the 2 spare keys")
        #expect(drafter.draft("a note to myself: ask the doctor about my knee", intent: "create_note", resolver: resolver).slots["title"] == "ask the doctor about my knee")
        // A message keeps its words as typed.
        #expect(drafter.draft("email Ivo saying c u 2moro at 8", intent: "send_email", resolver: resolver).slots["email_body"] == "c u 2moro at 8")
    }

    @Test func aClockInAnotherLanguage() {
        expectDrafts([("remind me um 17 Uhr to call Ivo", "call Ivo", "2026-11-23T17:00:00+01:00"),
                      ("remind me halb sechs to pick up Ida", "pick up Ida", "2026-11-23T17:30:00+01:00"),
                      ("remind me tomorrow um halb acht to ring Ivo", "ring Ivo", "2026-11-24T07:30:00+01:00"),
                      ("remind me um viertel nach 3 to take the cake out", "take the cake out", "2026-11-23T15:15:00+01:00"),
                      ("remind me stasera alle 9 to water the plants", "water the plants", "2026-11-23T21:00:00+01:00"),
                      // A hesitation before a clock after "at" is still one.
                      ("remind me at um 5 to call Ana", "call Ana", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add a call with Ivo on thursday a las 4", "a call with Ivo", "2026-11-26T16:00:00+01:00"),
                      ("add dinner with Ida on saturday à 20h", "dinner with Ida", "2026-11-28T20:00:00+01:00"),
                      ("add the dentist tomorrow om 10 uur", "the dentist", "2026-11-24T10:00:00+01:00"),
                      ("add coffee with Ida on wednesday um viertel vor 11", "coffee with Ida", "2026-11-25T10:45:00+01:00"),
                      ("add lunch with Ivo on friday à midi", "lunch with Ivo", "2026-11-27T12:00:00+01:00"),
                      ("add the choir with Ivo tomorrow a las 7 de la tarde", "the choir with Ivo", "2026-11-24T19:00:00+01:00"),
                      ("add the Om 10 yoga class on friday at 9 am", "the Om 10 yoga class", "2026-11-27T09:00:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("note that the Kita opens um 7 Uhr", intent: "create_note", resolver: resolver).slots["title"] == "the Kita opens um 7 Uhr")
        #expect(drafter.draft("email Ida saying see you um halb neun", intent: "send_email", resolver: resolver).slots["email_body"] == "see you um halb neun")
    }

    @Test func aLengthOrAWeekInAnotherLanguage() {
        expectDrafts([("remind me in 10 Minuten to turn the oven off", "turn the oven off", "2026-11-23T10:10:00+01:00"),
                      ("remind me dans 20 minutes to call Ida", "call Ida", "2026-11-23T10:20:00+01:00"),
                      ("remind me tra un'ora to move the car", "move the car", "2026-11-23T11:00:00+01:00"),
                      ("remind me over 2 uur to pick up Ivo", "pick up Ivo", "2026-11-23T12:00:00+01:00"),
                      ("remind me dentro de media hora to take the bread out", "take the bread out", "2026-11-23T10:30:00+01:00"),
                      ("remind me dans une heure et demie to call Ida back", "call Ida back", "2026-11-23T11:30:00+01:00"),
                      ("remind me nächste Woche to renew the pass", "renew the pass", "2026-11-30T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add the review with Ivo lundi prochain à 10h", "the review with Ivo", "2026-11-30T10:00:00+01:00"),
                      ("add a call with Ida el lunes que viene a las 11", "a call with Ida", "2026-11-30T11:00:00+01:00"),
                      ("add padel with Ivo in zwei Tagen at 6 pm", "padel with Ivo", "2026-11-25T18:00:00+01:00")],
                     intent: "create_event")
    }

    @Test func courtesyInAnotherLanguageAndGluedWords() {
        expectDrafts([("remind me at 5 pm to call Ivo, bitte", "call Ivo", "2026-11-23T17:00:00+01:00"),
                      ("por favor remind me in 30 minutes to check the börek", "check the börek", "2026-11-23T10:30:00+01:00"),
                      ("remindme at5pm tocall Ivo", "call Ivo", "2026-11-23T17:00:00+01:00"),
                      ("remind me at 7pmto call Ida", "call Ida", "2026-11-23T19:00:00+01:00"),
                      ("remind me onsaturday to wash Ivo's van", "wash Ivo's van", "2026-11-28T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("obrigado, and add a call with Ida tomorrow at 11 am", "a call with Ida", "2026-11-24T11:00:00+01:00"),
                      ("add dinner withIda on sat at 8pm", "dinner with Ida", "2026-11-28T20:00:00+01:00"),
                      ("add a call with Ivo tomorrowat 10am", "a call with Ivo", "2026-11-24T10:00:00+01:00")],
                     intent: "create_event")
        // A message keeps a thanks as its own.
        #expect(drafter.draft("email Ida saying see you at 7, danke", intent: "send_email", resolver: resolver).slots["email_body"] == "see you at 7, danke")
        #expect(drafter.draft("any emails fromIvo", intent: "read_email", resolver: resolver).slots["email_from"] == "Ivo")
        // Words of their own are not split.
        #expect(SlotDrafter.withSpacesBack("remind me today to buy a towel and tofu") == "remind me today to buy a towel and tofu")
    }

    @Test func aMarkSaidAloudInsideATimeADateOrAName() {
        expectDrafts([("remind me on 12 slash 4 to renew Ida's passport", "renew Ida's passport", "2026-12-04T09:00:00+01:00"),
                      ("remind me at 4 colon 15 pm to pick up Ivo", "pick up Ivo", "2026-11-23T16:15:00+01:00"),
                      ("remind me on friday to order the 50 percent off sofa", "order the 50% off sofa", "2026-11-27T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add dinner with Ivo ampersand Ida on saturday at 8 pm", "dinner with Ivo & Ida", "2026-11-28T20:00:00+01:00")], intent: "create_event")
        let mail = drafter.draft("email Ivo ampersand Ida saying the keys are under the mat", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Ivo,Ida" && mail.slots["email_body"] == "the keys are under the mat", "\(mail.slots)")
        #expect(drafter.draft("note that the gate code is 4 slash 7 slash 1", intent: "create_note", resolver: resolver).slots["title"] == "the gate code is 4/7/1")
    }

    @Test func aReminderAskedToComeByMailOrText() {
        expectDrafts([("email me at 5 pm to call Ida", "call Ida", "2026-11-23T17:00:00+01:00"),
                      ("text me tomorrow at 9 am to pick up Ivo's cake", "pick up Ivo's cake", "2026-11-24T09:00:00+01:00"),
                      ("send me a reminder email tomorrow at 8 to pay Ida", "pay Ida", "2026-11-24T08:00:00+01:00"),
                      ("drop me a mail on monday about the boiler service", "the boiler service", "2026-11-30T09:00:00+01:00")],
                     intent: "add_reminder")
        // Something else asked for is not made a reminder.
        #expect(SlotDrafter.openingInWords("email me the report") == "email me the report")
        #expect(SlotDrafter.openingInWords("text me when you're here") == "text me when you're here")
    }

    @Test func hashtagsNegativeQuestionsAndComplaints() {
        expectDrafts([("#reminder 5pm call Ivo", "call Ivo", "2026-11-23T17:00:00+01:00"),
                      ("remind me tonight to call Ida #family #important", "call Ida", "2026-11-23T20:00:00+01:00"),
                      ("can't you just remind me at 5 pm to call Ivo", "call Ivo", "2026-11-23T17:00:00+01:00"),
                      ("isn't it time you reminded me on thursday at 6 pm to ring Ida", "ring Ida", "2026-11-26T18:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("#cal dinner with Ida sat 8pm", "dinner with Ida", "2026-11-28T20:00:00+01:00"),
                      ("add the team lunch on wednesday at 12:30 #work #food", "the team lunch", "2026-11-25T12:30:00+01:00"),
                      ("couldn't you add dinner with Ivo on saturday at 7 pm", "dinner with Ivo", "2026-11-28T19:00:00+01:00"),
                      ("wouldn't it be easier to add the gig with Ida on wednesday at 8 pm", "the gig with Ida", "2026-11-25T20:00:00+01:00")],
                     intent: "create_event")
        // A note's or a message's own hashtag stays.
        #expect(drafter.draft("note that the wifi is #garden5g", intent: "create_note", resolver: resolver).slots["title"] == "the wifi is #garden5g")
        #expect(drafter.draft("email Ida saying loved it #bestnightever", intent: "send_email", resolver: resolver).slots["email_body"] == "loved it #bestnightever")
        for text in ["why didn't you remind me at 5", "you forgot to add the dentist"] { #expect(SlotDrafter.refusal(text) != nil, "\(text)") }
        #expect(SlotDrafter.refusal("why don't you remind me tonight to text Ida") == nil)
    }

    @Test func swearingAroundTheRequestIsNoPartOfIt() {
        expectDrafts([("shit, add a call with Ida tomorrow at 11 am", "a call with Ida", "2026-11-24T11:00:00+01:00"),
                      ("add dinner with Ivo on saturday at 8 pm, for fuck's sake don't let me forget", "dinner with Ivo", "2026-11-28T20:00:00+01:00"),
                      // In the task it stays.
                      ("add the bloody dentist on thursday at 3 pm", "the bloody dentist", "2026-11-26T15:00:00+01:00"),
                      ("can't you just calendarize the board meeting on 12 slash 9 at 10 am", "the board meeting", "2026-12-09T10:00:00+01:00")],
                     intent: "create_event")
        expectDrafts([("damn it, email me on the 1st to pay Ivo's rent #bills", "pay Ivo's rent", "2026-12-01T09:00:00+01:00")], intent: "add_reminder")
    }

    @Test func aDateInAnotherLanguage() {
        expectDrafts([("remind me am 4. Dezember to call Ida", "call Ida", "2026-12-04T09:00:00+01:00"),
                      ("remind me le 3 décembre at 9 am to renew Ivo's pass", "renew Ivo's pass", "2026-12-03T09:00:00+01:00"),
                      ("remind me el 5 de diciembre to buy Ida's present", "buy Ida's present", "2026-12-05T09:00:00+01:00"),
                      ("remind me an Heiligabend to call Ivo", "call Ivo", "2026-12-24T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add dinner with Ivo am Freitag, den 4., at 7 pm", "dinner with Ivo", "2026-12-04T19:00:00+01:00"),
                      ("add the market with Ida le vendredi 11 at 5 pm", "the market with Ida", "2026-12-11T17:00:00+01:00"),
                      ("add the dentist le 2 décembre à 10h", "the dentist", "2026-12-02T10:00:00+01:00"),
                      ("add the Silvester party at Ivo's on the 31st at 9 pm", "the Silvester party at Ivo's", "2026-12-31T21:00:00+01:00")],
                     intent: "create_event")
        // A message keeps its words, and a number's full stop ends no sentence.
        #expect(drafter.draft("email Ida saying see you am 4. Dezember", intent: "send_email", resolver: resolver).slots["email_body"] == "see you am 4. Dezember")
    }

    @Test func aMealOrACustomOfTheDayIsAskedAbout() {
        for (text, intent) in [("remind me tomorrow at happy hour to text Ida", "add_reminder"), ("add the choir with Ivo on tuesday at suppertime", "create_event"),
                               ("add a call with Ida at tiffin time tomorrow", "create_event")] {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && IntentParser.holdBack(draft) != nil, "\(text): \(draft.slots)")
        }
        // Named as the thing, or with its clock, it is not.
        expectDrafts([("add Kaffee und Kuchen at Ivo's on sunday at 3 pm", "Kaffee und Kuchen at Ivo's", "2026-11-29T15:00:00+01:00")], intent: "create_event")
    }

    @Test func autocorrectedRequestWordsAreTheRequest() {
        expectDrafts([("set a remainder for 5 pm to call Ivo", "call Ivo", "2026-11-23T17:00:00+01:00"),
                      ("remind me on friday to pay Ida the remainder of the rent", "pay Ida the remainder of the rent", "2026-11-27T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("put dinner with Ivo in my colander for friday at 7 pm", "dinner with Ivo", "2026-11-27T19:00:00+01:00"),
                      ("add an even on saturday at 2 pm for Ida's housewarming", "Ida's housewarming", "2026-11-28T14:00:00+01:00")],
                     intent: "create_event")
        expectDrafts([("couldn't you put lunch withIda in my colander for thursday at 1 pm", "lunch with Ida", "2026-11-26T13:00:00+01:00"),
                      ("damn it, addthe dentist on wednesday at 9:30 am", "the dentist", "2026-11-25T09:30:00+01:00")],
                     intent: "create_event")
        // After "to" and a verb the task has begun: a word after a comma does not become it.
        expectDrafts([("set a remainder for tmrw8am tocall Ivo, paldies", "call Ivo", "2026-11-24T08:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("make a not that Ida's locker is 212", intent: "create_note", resolver: resolver).slots["title"] == "Ida's locker is 212")
        #expect(drafter.draft("any emails form Ivo", intent: "read_email", resolver: resolver).slots["email_from"] == "Ivo")
        #expect(drafter.draft("email Ida saying rinse the pasta in the colander", intent: "send_email", resolver: resolver).slots["email_body"] == "rinse the pasta in the colander")
    }

    @Test func invisibleAndWideCharacters() {
        expectDrafts([("remind me at \u{FF16} pm to collect the parcel", "collect the parcel", "2026-11-23T18:00:00+01:00"),
                      ("remind me at 5:00\u{202F}PM to call Ivo", "call Ivo", "2026-11-23T17:00:00+01:00"),
                      ("remind me in 45\u{200B} minutes to move the washing", "move the washing", "2026-11-23T10:45:00+01:00")],
                     intent: "add_reminder")
        #expect(drafter.draft("read me Ivo's latest\u{200B} email", intent: "read_email", resolver: resolver).slots["email_from"] == "Ivo")
        #expect(SlotDrafter.visible("a\u{200B}b\u{FEFF}c") == "abc")
    }

    @Test func aRemarkAboutSomeonesOwnTime() {
        expectDrafts([("remind me friday at 6 pm to drive Ana to the airport, her flight to Oslo is at 9", "drive Ana to the airport", "2026-11-27T18:00:00+01:00"),
                      ("remind me at 5 to pack, my train leaves at 7", "pack", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
    }

    @Test func anOpeningTypedAsAListOrAnEmojiOrANounMadeAVerb() {
        expectDrafts([("⏰ 5pm call Ivo", "call Ivo", "2026-11-23T17:00:00+01:00"),
                      ("remind me 🕔 to collect Ida's bike", "collect Ida's bike", "2026-11-23T17:00:00+01:00"),
                      ("2. remind me at 4 to ring Ivo", "ring Ivo", "2026-11-23T16:00:00+01:00"),
                      ("step 1: remind me tonight to charge the drill", "charge the drill", "2026-11-23T20:00:00+01:00"),
                      ("alarm me at 6 am tomorrow to catch the train", "catch the train", "2026-11-24T06:00:00+01:00"),
                      ("memo me on friday to return Ivo's drill", "return Ivo's drill", "2026-11-27T09:00:00+01:00"),
                      ("flag it for tomorrow at 9 am: send Ida the invoice", "send Ida the invoice", "2026-11-24T09:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("📅 wed 2pm ✂️ haircut", "✂️ haircut", "2026-11-25T14:00:00+01:00"),
                      ("1) dentist fri 3pm", "dentist", "2026-11-27T15:00:00+01:00"),
                      ("diarise the board meeting with Ivo on the 3rd at 10 am", "the board meeting with Ivo", "2026-12-03T10:00:00+01:00"),
                      ("can you diary in a call with Ida for thursday at 4 pm", "a call with Ida", "2026-11-26T16:00:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("📧 Ivo: running 10 min late", intent: "send_email", resolver: resolver).slots["email_to"] == "Ivo")
        #expect(drafter.draft("note-to-self it: Ida prefers oat milk", intent: "create_note", resolver: resolver).slots["title"] == "Ida prefers oat milk")
        // Without what the entry needs after it, the mark is no request.
        #expect(SlotDrafter.openingInWords("⏰ snoozed 😴") == "⏰ snoozed 😴")
        #expect(SlotDrafter.openingInWords("📅 full this week 😩") == "📅 full this week 😩")
    }

    @Test func aNumberedListInTheTaskKeepsItsNumbers() {
        expectDrafts([("remind me at 6 pm to 1) feed the cat 2) lock the shed", "1) feed the cat 2) lock the shed", "2026-11-23T18:00:00+01:00"),
                      ("remind me on saturday to buy: 1. rope 2. tape 3. 4 hooks", "buy: 1. rope 2. tape 3. 4 hooks", "2026-11-28T09:00:00+01:00"),
                      ("remind me to pack: socks and boots", "pack: socks and boots", nil)],
                     intent: "add_reminder")
        #expect(drafter.draft("email Ida saying 1. bring boots 2. bring water", intent: "send_email", resolver: resolver).slots["email_body"] == "1. bring boots 2. bring water")
    }

    @Test func aLengthTypedWithAFraction() {
        expectDrafts([("remind me in ½ hour to take the bread out", "take the bread out", "2026-11-23T10:30:00+01:00"),
                      ("remind me in 1½ hours to collect Ida", "collect Ida", "2026-11-23T11:30:00+01:00"),
                      ("remind me in ¾ of an hour to turn the roast", "turn the roast", "2026-11-23T10:45:00+01:00"),
                      ("remind me in 2 1/2 hours to move the car", "move the car", "2026-11-23T12:30:00+01:00"),
                      ("remind me at ½ past 6 to feed the cat", "feed the cat", "2026-11-23T18:30:00+01:00"),
                      // A fraction of anything else is the task's.
                      ("remind me to take ½ a tablet at 10 pm", "take ½ a tablet", "2026-11-23T22:00:00+01:00")],
                     intent: "add_reminder")
        let event = drafter.draft("add a 1½-hour yoga class with Ivo on friday at 6 pm", intent: "create_event", resolver: resolver)
        #expect(event.slots["title"] == "yoga class with Ivo" && event.slots["duration_min"] == "90")
        // "1/2 an hour" is no 1st of February; a date after "in" is asked about.
        #expect(drafter.draft("remind me in 1/2 an hour to ring Ivo", intent: "add_reminder", resolver: resolver).slots["datetime_point"] == "2026-11-23T10:30:00+01:00")
        #expect(drafter.draft("remind me in 3/4 to call Ivo", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("note that the bread needs ½ cup of water", intent: "create_note", resolver: resolver).slots["title"] == "the bread needs ½ cup of water")
    }

    @Test func aPrescriptionsShorthandForHowOften() {
        let every = drafter.draft("remind me to give Ida amoxicillin 250mg q8h", intent: "add_reminder", resolver: resolver)
        #expect(every.slots["title"] == "give Ida amoxicillin 250mg" && every.slots["recurrence"] == "FREQ=HOURLY;INTERVAL=8")
        #expect(every.slots["datetime_point"] == "2026-11-23T18:00:00+01:00")
        // Three or two times a day with no time is asked about, as in words; "the bid" is a bid.
        #expect(IntentParser.holdBack(drafter.draft("remind me to take ibuprofen 400 mg tds", intent: "add_reminder", resolver: resolver)) != nil)
        #expect(IntentParser.holdBack(drafter.draft("remind me to give Ivo his inhaler bd", intent: "add_reminder", resolver: resolver)) != nil)
        expectDrafts([("remind me at 5 to submit the bid", "submit the bid", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("note that Ida takes amoxicillin 250mg tds", intent: "create_note", resolver: resolver).slots["title"] == "Ida takes amoxicillin 250mg tds")
    }

    @Test func aTeamNamedWithARomanNumeral() {
        expectDrafts([("add the First XI cricket match with Ivo on saturday at 2 pm", "the First XI cricket match with Ivo", "2026-11-28T14:00:00+01:00")],
                     intent: "create_event")
    }

    @Test func lettersDrawnOutForFeeling() {
        expectDrafts([("remind me tomorrowww at 9 am to pay Ida back", "pay Ida back", "2026-11-24T09:00:00+01:00"),
                      ("reeemind me in an hourrr to call Ivo", "call Ivo", "2026-11-23T11:00:00+01:00"),
                      ("remind me at 7 ammm to water the plants", "water the plants", "2026-11-24T07:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add coffee with Ida on fridayyy at 10 am yaaay", "coffee with Ida", "2026-11-27T10:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("make a noote: Ivo's gate code is 4471", intent: "create_note", resolver: resolver).slots["title"] == "Ivo's gate code is 4471")
        // Words of feeling, and a message's or a note's own words, stay as typed.
        let mail = drafter.draft("emaaail Ida saying thank youuu, see you tomorrowww", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Ida" && mail.slots["email_body"] == "thank youuu, see you tomorrowww")
        #expect(drafter.draft("note that the fair is sooo good", intent: "create_note", resolver: resolver).slots["title"] == "the fair is sooo good")
    }

    @Test func aChatAppsMentionsAndSlashCommands() {
        expectDrafts([("/remind me in 30 minutes to stretch", "stretch", "2026-11-23T10:30:00+01:00"),
                      ("remind me at 5 pm to ping @Ida about the slides", "ping @Ida about the slides", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("/event standup with @Ivo tomorrow at 9:15 am", "standup with @Ivo", "2026-11-24T09:15:00+01:00")], intent: "create_event")
        #expect(drafter.draft("/note the spare fob is in the drawer", intent: "create_note", resolver: resolver).slots["title"] == "the spare fob is in the drawer")
        let mail = drafter.draft("/email @Ida saying ask @Ivo", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Ida" && mail.slots["email_body"] == "ask @Ivo")
        #expect(drafter.draft("/inbox from @Ivo", intent: "read_email", resolver: resolver).slots["email_from"] == "Ivo")
        #expect(drafter.draft("anything from @Ivo?", intent: "read_email", resolver: resolver).slots["email_from"] == "Ivo")
    }

    @Test func anApproximationWrittenWithAMark() {
        expectDrafts([("remind me at 6 pm or thereabouts to ring Ida", "ring Ida", "2026-11-23T18:00:00+01:00"),
                      ("remind me in an hour, give or take, to move the car", "move the car", "2026-11-23T11:00:00+01:00"),
                      ("remind me at 5 to call Ivo b/c it's his bday", "call Ivo", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add lunch with Ida on friday at ca. 1 pm", "lunch with Ida", "2026-11-27T13:00:00+01:00"),
                      ("put dinner with Ivo in for saturday at c. 8 pm", "dinner with Ivo", "2026-11-28T20:00:00+01:00"),
                      ("add the site visit with Ida tomorrow at 10 am ± 15 min", "the site visit with Ida", "2026-11-24T10:00:00+01:00")],
                     intent: "create_event")
        // Two times, however loosely said, are asked about.
        #expect(IntentParser.holdBack(drafter.draft("remind me at approx. 5 or 6 to call Ivo", intent: "add_reminder", resolver: resolver)) != nil)
    }

    @Test func aNotesAppsMarkdown() {
        expectDrafts([("~~remind me at 4~~ remind me at 5 pm to call Ida", "call Ida", "2026-11-23T17:00:00+01:00"),
                      ("remind me at 7 pm to ~~call~~ text Ivo", "text Ivo", "2026-11-23T19:00:00+01:00"),
                      ("`remind me in 10 min to check the build`", "check the build", "2026-11-23T10:10:00+01:00"),
                      ("remind me at 6 pm to read [the brief](https://docs.example/brief) for Ida", "read [the brief](https://docs.example/brief) for Ida",
                       "2026-11-23T18:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("> add lunch with Ida on thursday at 1 pm", "lunch with Ida", "2026-11-26T13:00:00+01:00"),
                      ("### add the retro with Ivo on wednesday at 3 pm", "the retro with Ivo", "2026-11-25T15:00:00+01:00"),
                      ("add ==Ida's farewell== on friday at 6 pm", "Ida's farewell", "2026-11-27T18:00:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("email Ivo saying the PR is [here](https://git.example/pr/12)", intent: "send_email", resolver: resolver).slots["email_body"]
            == "the PR is [here](https://git.example/pr/12)")
    }

    @Test func aDayOfANumberedCalendarWeek() {
        expectDrafts([("add the exam review with Ida on friday of week 49 at 2 pm", "the exam review with Ida", "2026-12-04T14:00:00+01:00"),
                      ("add a call with Ivo on wednesday in CW 50 at 10 am", "a call with Ivo", "2026-12-09T10:00:00+01:00"),
                      ("schedule the kickoff with Ida for week 49 tuesday at 10 am", "the kickoff with Ida", "2026-12-01T10:00:00+01:00"),
                      // A number in the name is the name's.
                      ("add the wk 49 planning with Ivo on tuesday at 9 am", "the wk 49 planning with Ivo", "2026-11-24T09:00:00+01:00")],
                     intent: "create_event")
        // A reminder in a week comes on its Monday; a week gone this year is next year's.
        expectDrafts([("remind me in KW 49 to send Ida the invoice", "send Ida the invoice", "2026-11-30T09:00:00+01:00"),
                      ("remind me in week 2 to renew Ivo's visa", "renew Ivo's visa", "2027-01-11T09:00:00+01:00")],
                     intent: "add_reminder")
        // An event with only a week is asked about.
        #expect(IntentParser.holdBack(drafter.draft("add the offsite with Ida in week 50", intent: "create_event", resolver: resolver)) != nil)
        #expect(drafter.draft("note that the audit is in KW 51", intent: "create_note", resolver: resolver).slots["title"] == "the audit is in KW 51")
    }

    @Test func timeWordsCutToALetterOrTwo() {
        expectDrafts([("remind me tomo at 5:30p to pick up Ida", "pick up Ida", "2026-11-24T17:30:00+01:00"),
                      ("remind me nxt mon 10a to book Ivo's MOT", "book Ivo's MOT", "2026-11-30T10:00:00+01:00")],
                     intent: "add_reminder")
        let range = drafter.draft("add yoga w/ Ida tmw 7a-8a", intent: "create_event", resolver: resolver)
        #expect(range.slots["title"] == "yoga w/ Ida" && range.slots["datetime_range"] == "2026-11-24T07:00:00+01:00/2026-11-24T08:00:00+01:00")
        #expect(drafter.draft("remind me every mth on the 1st to pay Ida", intent: "add_reminder", resolver: resolver).slots["recurrence"] == "FREQ=MONTHLY;BYMONTHDAY=1")
        // "Tomo" is a name.
        expectDrafts([("remind me at 5 pm to call Tomo", "call Tomo", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
    }

    @Test func emoticonsTypedWithMarks() {
        expectDrafts([(":( remind me tomorrow at 8 am to renew Ida's visa", "renew Ida's visa", "2026-11-24T08:00:00+01:00"),
                      ("remind me at 9 pm :-) to take my pills", "take my pills", "2026-11-23T21:00:00+01:00"),
                      ("remind me at 7:30 am to go running o_O", "go running", "2026-11-24T07:30:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add dinner with Ivo on friday at 7 pm <3", "dinner with Ivo", "2026-11-27T19:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("note :P Ida owes me a coffee", intent: "create_note", resolver: resolver).slots["title"] == "Ida owes me a coffee")
        // A message keeps its own.
        let mail = drafter.draft("email Ivo :) saying see you soon :)", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Ivo" && mail.slots["email_body"] == "see you soon :)")
    }

    @Test func aCorrectionAsAChatWritesIt() {
        expectDrafts([("remind me at 5 pm to call Ida *6 pm", "call Ida", "2026-11-23T18:00:00+01:00"),
                      ("remind me tomorrow at 9 to pay Ivo jk make it 10", "pay Ivo", "2026-11-24T10:00:00+01:00"),
                      ("remind me on wed *thu to renew Ida's passport", "renew Ida's passport", "2026-11-26T09:00:00+01:00"),
                      ("remind me in 20 mins ugh i mean 30 to take the dal off", "take the dal off", "2026-11-23T10:30:00+01:00"),
                      ("remind me tmrw at 7 am to run w Ivo (typo: 7:30 am)", "run w Ivo", "2026-11-24T07:30:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add lunch with Ida on friday at 1 pm wait no thursday", "lunch with Ida", "2026-11-26T13:00:00+01:00"),
                      ("add yoga with Ivo on sat at 9 am edit: 10 am", "yoga with Ivo", "2026-11-28T10:00:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("any emails from Ida *Ivo", intent: "read_email", resolver: resolver).slots["email_from"] == "Ivo")
        #expect(IntentParser.holdBack(drafter.draft("note that Ivo's pin is 4471 jk it's 4417", intent: "create_note", resolver: resolver)) != nil)
        // "jk" at the end takes the whole request back.
        #expect(SlotDrafter.refusal("remind me at 5 to pick up Ida jk") != nil)
        #expect(SlotDrafter.refusal("email Ida saying the party is off jk") == nil)
    }

    @Test func aRequestInAnotherLanguageIsRefusedWithAReason() {
        for text in ["Erinnere mich morgen um 9 daran, Ida anzurufen", "Rappelle-moi demain à 9h d'appeler Ivo", "Recuérdame mañana a las 9 llamar a Ida",
                     "Füge Mittagessen mit Ivo am Freitag um 13 Uhr hinzu", "Lembra-me amanhã às 9 de ligar ao Ida"] {
            #expect(SlotDrafter.refusal(text)?.contains("English") == true, "\(text)")
        }
        // An English request keeps its words in any language.
        #expect(SlotDrafter.refusal("note: le code du portail est 4471") == nil)
        #expect(SlotDrafter.refusal("remind me to call Ida, bitte") == nil)
    }

    @Test func aSenderWrittenSurnameFirst() {
        #expect(drafter.draft("any emails from Horvat, Damir", intent: "read_email", resolver: resolver).slots["email_from"] == "Horvat, Damir")
        #expect(drafter.draft("any emails from Ida, today", intent: "read_email", resolver: resolver).slots["email_from"] == "Ida")
    }

    @Test func spacingAroundMarksGoneWrong() {
        expectDrafts([("remind me ,at 5 pm , to call Ida", "call Ida", "2026-11-23T17:00:00+01:00"),
                      ("remind me at 6pm,to pick up Ivo", "pick up Ivo", "2026-11-23T18:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add lunch with Ida on friday at 1pm.Thx", "lunch with Ida", "2026-11-27T13:00:00+01:00")], intent: "create_event")
        // An address keeps its full stop.
        #expect(drafter.draft("email Ida.Weber@uni.lu saying hi", intent: "send_email", resolver: resolver).slots["email_to"] == "Ida.Weber@uni.lu")
    }

    @Test func aFileOrACaseNameIsNoDate() {
        expectDrafts([("remind me at 3 pm to send Ida report_2026-11-30.pdf", "send Ida report_2026-11-30.pdf", "2026-11-23T15:00:00+01:00"),
                      ("remind me at 10 pm to back up photos_2025-12.zip", "back up photos_2025-12.zip", "2026-11-23T22:00:00+01:00"),
                      ("remind me at 5 to chase case 2026-0417 with Ivo", "chase case 2026-0417 with Ivo", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
        // A date written so is still one.
        expectDrafts([("remind me on 2026-12-01 at 08:00 to call Ida", "call Ida", "2026-12-01T08:00:00+01:00")], intent: "add_reminder")
    }

    @Test func aWeekdayInBracketsBesideADate() {
        expectDrafts([("remind me on 4 Dec (Fri) to call Ida", "call Ida", "2026-12-04T09:00:00+01:00")], intent: "add_reminder")
        #expect(IntentParser.holdBack(drafter.draft("remind me on 4 Dec (Fri) to call Ida", intent: "add_reminder", resolver: resolver)) == nil)
        // The 3rd of December is a Thursday: which was meant is asked.
        #expect(drafter.draft("add the dentist on 3 Dec (Fri) at 10 am", intent: "create_event", resolver: resolver).mustConfirm?.contains("thursday") == true)
    }

    @Test func aLengthTypedAsADecimal() {
        expectDrafts([("remind me in 1,5 hours to call Ida", "call Ida", "2026-11-23T11:30:00+01:00"),
                      ("remind me in .5 hr to turn the oven off", "turn the oven off", "2026-11-23T10:30:00+01:00"),
                      ("remind me in 0,25 h to stir the soup", "stir the soup", "2026-11-23T10:15:00+01:00"),
                      ("remind me in 0.75 hours to call Ivo back", "call Ivo back", "2026-11-23T10:45:00+01:00")],
                     intent: "add_reminder")
        for (text, title, minutes) in [("add a call with Ida on friday at 10 am for 0.5 h", "a call with Ida", "30"),
                                       ("add badminton with Ivo on saturday at 9 am for 2.0 hours", "badminton with Ivo", "120"),
                                       ("add a 1.5 hour walk with Ida tomorrow at 4 pm", "walk with Ida", "90")] {
            let event = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(event.slots["title"] == title && event.slots["duration_min"] == minutes, "\(text): \(event.slots)")
        }
        // A clock written with a decimal point stays a clock.
        expectDrafts([("remind me at 17.30 h to call Ida", "call Ida", "2026-11-23T17:30:00+01:00")], intent: "add_reminder")
    }

    @Test func aClockTypedWithAnotherMark() {
        expectDrafts([("remind me at 5;30 pm to call Ida", "call Ida", "2026-11-23T17:30:00+01:00"),
                      ("remind me at 7'30 pm to water the tomatoes", "water the tomatoes", "2026-11-23T19:30:00+01:00"),
                      ("remind me at 12;15 to take my pills", "take my pills", "2026-11-23T12:15:00+01:00"),
                      ("remind me at 6 o'clock in the p.m. to feed the fish", "feed the fish", "2026-11-23T18:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add coffee with Ivo tomorrow at 9,30 am", "coffee with Ivo", "2026-11-24T09:30:00+01:00"),
                      ("add dinner with Ida on saturday at 7 in the p.m.", "dinner with Ida", "2026-11-28T19:00:00+01:00")],
                     intent: "create_event")
        let range = drafter.draft("add band practice on thursday from 6,30 to 8,30 pm", intent: "create_event", resolver: resolver)
        #expect(range.slots["datetime_range"] == "2026-11-26T18:30:00+01:00/2026-11-26T20:30:00+01:00", "\(range.slots)")
        // A sum of money is no clock; a note keeps what was typed.
        expectDrafts([("remind me at 5 pm to pay Ivo 2,50", "pay Ivo 2,50", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("note that the train gets in at 5;40", intent: "create_note", resolver: resolver).slots["title"] == "the train gets in at 5;40")
    }

    @Test func aThingCountedInAStretchOrAKindOfWeekendIsNoTime() {
        expectDrafts([("add the weekend trip on saturday at 9 am", "the weekend trip", "2026-11-28T09:00:00+01:00"),
                      ("add the first run of the week on monday at 7 am", "the first run of the week", "2026-11-30T07:00:00+01:00"),
                      ("add the last game of the season on sunday at 3 pm", "the last game of the season", "2026-11-29T15:00:00+01:00")],
                     intent: "create_event")
        // The weekend itself and the first of a month still are.
        let weekend = drafter.draft("add a trip to the lakes this weekend", intent: "create_event", resolver: resolver)
        #expect(weekend.slots["datetime_range"] == "2026-11-28T00:00:00+01:00/2026-11-30T00:00:00+01:00", "\(weekend.slots)")
        expectDrafts([("remind me on the first of the month to pay the rent", "pay the rent", "2026-12-01T09:00:00+01:00")], intent: "add_reminder")
    }

    @Test func aClockHalfInFiguresHalfInWords() {
        expectDrafts([("remind me at 5 thirty to call Ida", "call Ida", "2026-11-23T17:30:00+01:00"),
                      ("remind me at twelve 30 to take my tablets", "take my tablets", "2026-11-23T12:30:00+01:00"),
                      ("remind me at 9 forty-five am to ring Ivo", "ring Ivo", "2026-11-24T09:45:00+01:00"),
                      ("remind me at 10 oh 5 to call Ivo", "call Ivo", "2026-11-23T10:05:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add coffee with Ida tomorrow at seven 45", "coffee with Ida", "2026-11-24T07:45:00+01:00")], intent: "create_event")
        let range = drafter.draft("add a call with Ivo tomorrow from 10 thirty to 11 am", intent: "create_event", resolver: resolver)
        #expect(range.slots["datetime_range"] == "2026-11-24T10:30:00+01:00/2026-11-24T11:00:00+01:00", "\(range.slots)")
    }

    @Test func aZoneHearthCannotPlaceIsAsked() {
        for (text, intent) in [("remind me to call Ida at 10 am local time", "add_reminder"), ("add a call with Ivo at 11 am Zanzibar time", "create_event"),
                               ("remind me to text Ida at 7 am his time", "add_reminder")] {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.mustConfirm?.contains("zone") == true, "\(text): \(draft.mustConfirm ?? "no doubt")")
        }
        // One's own and a known place's are placed.
        expectDrafts([("remind me at 5 pm my local time to email Ida", "email Ida", "2026-11-23T17:00:00+01:00"),
                      ("remind me to ring Ivo at 8 pm Ulaanbaatar time", "ring Ivo", "2026-11-23T13:00:00+01:00"),
                      ("remind me at 11 am Mongolian time to call Ida", "call Ida", "2026-11-24T04:00:00+01:00")],
                     intent: "add_reminder")
        #expect(drafter.draft("remind me at 5 pm my local time to email Ida", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
    }

    @Test func aHolidayOfOneDayBeforeANounNamesIt() {
        expectDrafts([("add the MLK day parade on monday at 10 am", "the MLK day parade", "2026-11-30T10:00:00+01:00"),
                      ("add the St Patrick's Day parade on saturday at 11 am", "the St Patrick's Day parade", "2026-11-28T11:00:00+01:00"),
                      ("add the parade on MLK day at 10 am", "the parade", "2027-01-18T10:00:00+01:00")],
                     intent: "create_event")
    }

    @Test func aZoneWrittenAsAnOffsetFromUTC() {
        expectDrafts([("remind me at 3 pm UTC+2 to call Ida", "call Ida", "2026-11-23T14:00:00+01:00"),
                      ("remind me at 14:00 UTC+05:30 to ring Ivo", "ring Ivo", "2026-11-24T09:30:00+01:00"),
                      ("remind me at 1 pm UTC +2 to call Ida's office", "call Ida's office", "2026-11-23T12:00:00+01:00"),
                      ("remind me at noon UTC-3 to ping Ivo", "ping Ivo", "2026-11-23T16:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add a call with Ivo at 9 am GMT-5", "a call with Ivo", "2026-11-23T15:00:00+01:00"),
                      ("add the release sync at 17:30 UTC+01:00", "the release sync", "2026-11-23T17:30:00+01:00")],
                     intent: "create_event")
    }

    @Test func aStretchWithASpacedDashAndANamedWeekend() {
        for (text, title, range) in [("add Ida's visit from dec 30 – jan 2", "Ida's visit", "2026-12-30T00:00:00+01:00/2027-01-03T00:00:00+01:00"),
                                     ("add Ivo's stay friday – sunday", "Ivo's stay", "2026-11-27T00:00:00+01:00/2026-11-30T00:00:00+01:00"),
                                     ("add the jazz weekend from friday the 4th to sunday the 6th", "the jazz weekend", "2026-12-04T00:00:00+01:00/2026-12-07T00:00:00+01:00")] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_range"] == range, "\(text): \(draft.slots)")
        }
        // A remark after a spaced dash still goes.
        expectDrafts([("add the match on saturday – away game", "the match", "2026-11-28T09:00:00+01:00")], intent: "create_event")
    }

    @Test func oneTimeGivenInTwoZones() {
        expectDrafts([("remind me at 9 am PT / 12 pm ET to call Ida", "call Ida", "2026-11-23T18:00:00+01:00"),
                      ("remind me at 3 pm EST, 9 pm CET to join the call", "join the call", "2026-11-23T21:00:00+01:00"),
                      ("remind me at 2 pm UK / 3 pm Berlin to ring Ivo", "ring Ivo", "2026-11-23T15:00:00+01:00")],
                     intent: "add_reminder")
        let webinar = drafter.draft("add the webinar at 4 pm GMT (5 pm CET)", intent: "create_event", resolver: resolver)
        #expect(webinar.slots["title"] == "the webinar" && webinar.slots["datetime_point"] == "2026-11-23T17:00:00+01:00" && webinar.mustConfirm == nil, "\(webinar.slots)")
        // A bracketed time after a word that names no zone is an aside, as before.
        expectDrafts([("add lunch at 1 pm sharp (2 pm UK)", "lunch", "2026-11-23T13:00:00+01:00")], intent: "create_event")
        // Two times that are not the same are asked about.
        for (text, intent) in [("remind me at 9 am PT / 1 pm ET to call Ida", "add_reminder"), ("add the board call on tuesday at 4 pm GMT (6 pm CET)", "create_event")] {
            #expect(drafter.draft(text, intent: intent, resolver: resolver).mustConfirm?.contains("not the same time") == true, "\(text)")
        }
        #expect(drafter.draft("remind me at 9 am PT / 1 pm ET to call Ida", intent: "add_reminder", resolver: resolver).mustConfirm?.contains("\"9 am PT / 1 pm ET\"") == true)
    }

    @Test func digitsOfOtherScripts() {
        expectDrafts([("remind me at ٥ pm to call Ida", "call Ida", "2026-11-23T17:00:00+01:00"),
                      ("remind me at ۵:۳۰ pm to call Ivo", "call Ivo", "2026-11-23T17:30:00+01:00"),
                      ("remind me in ١٠ minutes to check the rice", "check the rice", "2026-11-23T10:10:00+01:00"),
                      ("remind me at ५ pm to call Ida", "call Ida", "2026-11-23T17:00:00+01:00"),
                      ("remind me at ১০ pm to lock the shop", "lock the shop", "2026-11-23T22:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add Ida's recital on saturday at ६:४५ pm", "Ida's recital", "2026-11-28T18:45:00+01:00")], intent: "create_event")
        // A note keeps what was typed.
        #expect(drafter.draft("note that the gate code is ٤٥٦٧", intent: "create_note", resolver: resolver).slots["title"] == "the gate code is ٤٥٦٧")
    }

    @Test func zonesFromAroundTheWorldByAbbreviationOrLongName() {
        expectDrafts([("remind me at 5 pm Central European Time to call Ida", "call Ida", "2026-11-23T17:00:00+01:00"),
                      ("remind me at 9 am WIB to call Ivo", "call Ivo", "2026-11-24T03:00:00+01:00"),
                      ("remind me at 11 am BRT to call Ida", "call Ida", "2026-11-23T15:00:00+01:00"),
                      ("remind me at 5 pm UK to call Ivo", "call Ivo", "2026-11-23T18:00:00+01:00"),
                      ("remind me at 6 pm CAT to feed the cat", "feed the cat", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("add a call with Ida at 2 pm Eastern European Time", "a call with Ida", "2026-11-23T13:00:00+01:00"),
                      ("add the standup at 8 am EAT on friday", "the standup", "2026-11-27T06:00:00+01:00")],
                     intent: "create_event")
        // An English word in lower case is no zone; capitals no zone has are asked; "ASAP" is no zone.
        expectDrafts([("remind me at 5 pm eat dinner with Ida", "eat dinner with Ida", "2026-11-23T17:00:00+01:00"),
                      ("remind me at 5 pm ASAP to call Ivo", "call Ivo", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
        #expect(drafter.draft("add a call with Ida at 10 am XYZT", intent: "create_event", resolver: resolver).mustConfirm?.contains("XYZT") == true)
    }

    @Test func slipsKeptInWhatIsWrittenAndMomentsArriving() {
        // A note or a mail keeps its letters as typed; the time words of a reminder are mended.
        #expect(drafter.draft("note that the tailor is closed on wendsday and thrusday", intent: "create_note", resolver: resolver).slots["title"]
            == "the tailor is closed on wendsday and thrusday")
        #expect(drafter.draft("note that tomorow is thrusday, not thursday", intent: "create_note", resolver: resolver).slots["title"]
            == "tomorow is thrusday, not thursday")
        #expect(drafter.draft("email Abdoulaye saying the drummers come tomorow at 6", intent: "send_email", resolver: resolver).slots["email_body"]
            == "the drummers come tomorow at 6")
        expectDrafts([("remind me in an huor to check the parcel", "check the parcel", "2026-11-23T11:00:00+01:00"),
                      ("come friday, remind me to pay Wambui", "pay Wambui", "2026-11-27T09:00:00+01:00"),
                      ("once noon rolls around remind me to water the seedlings", "water the seedlings", "2026-11-23T12:00:00+01:00"),
                      ("remind me in a quarter-hour to turn the bread", "turn the bread", "2026-11-23T10:15:00+01:00"),
                      ("remind me in three quarter-hours to take the lamb out", "take the lamb out", "2026-11-23T10:45:00+01:00"),
                      ("remind me this day week to chase the invoice", "chase the invoice", "2026-11-30T09:00:00+01:00"),
                      // "put … in" said in a reminder's task is the task's.
                      ("remind me to put the bins in on friday", "put the bins in", "2026-11-27T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("come thursday at 3 pm, put the choir practice with Muthoni in", "the choir practice with Muthoni", "2026-11-26T15:00:00+01:00"),
                      ("pencil the vet in on tuesday at 4 pm", "the vet", "2026-11-24T16:00:00+01:00")], intent: "create_event")
    }

    @Test func repeatsEndedInWordsAndStretchesIntoTheNextMonth() {
        let cases: [(String, String, String)] = [
            ("remind me every night at 10 for the rest of the week to lock the shed", "add_reminder", "FREQ=DAILY;UNTIL=20261129T235959"),
            ("add a carving session every tuesday at 6 pm for the rest of the month", "create_event", "FREQ=WEEKLY;BYDAY=TU;UNTIL=20261130T235959"),
            ("remind me every hour for the next 3 hours to check the bread", "add_reminder", "FREQ=HOURLY;COUNT=3"),
            ("add throat singing every monday in december at 7 pm", "create_event", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231T235959"),
            // A length said after a repeat's clock is the entry's, or the task's; a start is no end.
            ("remind me every day at 8 pm to put the dishwasher on for 2 hours", "add_reminder", "FREQ=DAILY"),
            ("add yoga every tuesday at 6 pm starting in january", "create_event", "FREQ=WEEKLY;BYDAY=TU"),
        ]
        for (text, intent, rule) in cases {
            #expect(drafter.draft(text, intent: intent, resolver: resolver).slots["recurrence"] == rule, "\(text)")
        }
        let cadences: [(String, String, String)] = [
            ("add the choir on alternate mondays at 7 pm", "create_event", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO"),
            ("add swimming weekly on tuesdays and thursdays at 7 am", "create_event", "FREQ=WEEKLY;BYDAY=TU,TH"),
            ("remind me nightly at 10 to lock the gate", "add_reminder", "FREQ=DAILY"),
            ("remind me monthly on the 15th to pay the rent share", "add_reminder", "FREQ=MONTHLY;BYMONTHDAY=15"),
            ("remind me half-yearly on the 1st to service the boiler", "add_reminder", "FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=1"),
            ("remind me daily except sundays at 7 am to feed the hens", "add_reminder", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA"),
        ]
        for (text, intent, rule) in cadences {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.slots["recurrence"] == rule && draft.mustConfirm == nil, "\(text)")
        }
        // Said two ways: asked.
        for text in ["remind me biweekly on tuesdays to call Kaskae", "add the walk with Makya every third thursday at 6 pm"] {
            #expect(drafter.draft(text, intent: text.hasPrefix("add") ? "create_event" : "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        let ranges: [(String, String)] = [
            ("add the school holidays from the 18th to the 4th of january", "2026-12-18T00:00:00+01:00/2027-01-05T00:00:00+01:00"),
            ("add the trip from 18 to 22 january", "2027-01-18T00:00:00+01:00/2027-01-23T00:00:00+01:00"),
            ("add the gig from 8 to 11 on saturday", "2026-11-28T20:00:00+01:00/2026-11-28T23:00:00+01:00"),
        ]
        for (text, range) in ranges {
            #expect(drafter.draft(text, intent: "create_event", resolver: resolver).slots["datetime_range"] == range, "\(text)")
        }
    }

    @Test func lengthsWithQuartersClockMarksAsTheySoundAndDaysOfTheYear() {
        expectDrafts([("remind me in one and a quarter hours to take the bread out", "take the bread out", "2026-11-23T11:15:00+01:00"),
                      ("remind me in one and three quarter hours to turn off the oven", "turn off the oven", "2026-11-23T11:45:00+01:00"),
                      ("remind me in an hour and ten to ring Tecuani", "ring Tecuani", "2026-11-23T11:10:00+01:00"),
                      ("remind me in 2 hours 5 to check on Citlalmina", "check on Citlalmina", "2026-11-23T12:05:00+01:00"),
                      ("remind me at five pee em to call Qhawa", "call Qhawa", "2026-11-23T17:00:00+01:00"),
                      ("remind me tomorrow at seven ay em to water the tomatoes", "water the tomatoes", "2026-11-24T07:00:00+01:00"),
                      ("remind me on candlemas to take the crib down", "take the crib down", "2027-02-02T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the potluck with Tika on sunday at two pee em", "the potluck with Tika", "2026-11-29T14:00:00+01:00"),
                      ("add the procession on corpus christi at 9 am", "the procession", "2027-05-27T09:00:00+02:00"),
                      ("add the service on maundy thursday at 7 pm", "the service", "2027-03-25T19:00:00+01:00"),
                      ("add the parade on rosenmontag at 11 am", "the parade", "2027-02-08T11:00:00+01:00"),
                      ("add the bonfire on walpurgis night at 9 pm", "the bonfire", "2027-04-30T21:00:00+02:00"),
                      ("add the rosca with Achik on three kings' day at 5 pm", "the rosca with Achik", "2027-01-06T17:00:00+01:00"),
                      // A church's name is no day.
                      ("add the service at All Saints at 10 am on sunday", "the service at All Saints", "2026-11-29T10:00:00+01:00")], intent: "create_event")
        // Loose lengths, a day Hearth does not know and one said two ways are asked, never run on another day.
        // The clock said with a day Hearth does not know is not offered on today's date.
        #expect(drafter.draft("add the lantern walk on st brigid's day at 6 pm", intent: "create_event", resolver: resolver).slots["datetime_point"] == nil)
        for (text, intent) in [("remind me in an hour and change to call Tzitzi", "add_reminder"), ("remind me in a week and a half to chase Xiuhcoatl", "add_reminder"),
                               ("add the lantern walk on st brigid's day at 6 pm", "create_event"), ("add the feast on lammastide at 6 pm", "create_event"),
                               ("remind me on twelfth night to take the decorations down", "add_reminder")] {
            #expect(drafter.draft(text, intent: intent, resolver: resolver).mustConfirm != nil, "\(text)")
        }
        // A name that ends like one is no day; nor is a day said in the task.
        for text in ["remind me to check on Urmas because the baby is due any day now", "remind me in an hour to pay Breesha for the pizza we had on sunday night"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm == nil, "\(text)")
        }
        // The note keeps the marks as written.
        #expect(drafter.draft("note that the shop opens at nine ay em on sundays", intent: "create_note", resolver: resolver).slots["title"]
            == "the shop opens at nine ay em on sundays")
    }

    @Test func rosterDatesSoonWordsAndDaysOfNextMonth() {
        expectDrafts([("remind me 31DEC 2330 to call Reet", "call Reet", "2026-12-31T23:30:00+01:00"),
                      ("remind me in a jiffy, say 10 minutes, to stir the stew", "stir the stew", "2026-11-23T10:10:00+01:00"),
                      ("remind me next month on the 10th to pay Catori back", "pay Catori back", "2026-12-10T09:00:00+01:00"),
                      ("remind me the month after next on the 22nd to book the flights", "book the flights", "2027-01-22T09:00:00+01:00"),
                      ("remind me this month on the 28th to call Mika", "call Mika", "2026-11-28T09:00:00+01:00"),
                      ("remind me in the middle of next month to pay the rent", "pay the rent", "2026-12-15T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the training with Maie on 04-Dec-26 at 0830", "the training with Maie", "2026-12-04T08:30:00+01:00"),
                      ("add Tiit's flight ETD 01DEC 0645", "Tiit's flight", "2026-12-01T06:45:00+01:00"),
                      ("add pickup of Vello, arr 02DEC 2210", "pickup of Vello", "2026-12-02T22:10:00+01:00"),
                      ("add the quilting bee on the 15th next month at 2 pm", "the quilting bee", "2026-12-15T14:00:00+01:00"),
                      ("add the lunch with Tallulah next month's first monday at noon", "the lunch with Tallulah", "2026-12-07T12:00:00+01:00"),
                      ("add the gala in the month after next on the 15th at 7 pm", "the gala", "2027-01-15T19:00:00+01:00")], intent: "create_event")
        for (text, intent) in [("remind me any minute now to leave", "add_reminder"), ("add a catch-up with Nokuthula in the near future", "create_event"),
                               ("add a visit to Sahkyo in the middle of next month", "create_event")] {
            #expect(drafter.draft(text, intent: intent, resolver: resolver).mustConfirm != nil, "\(text)")
        }
        // A day of this month that is gone is not placed.
        #expect(drafter.draft("remind me on the 20th of this month to call Ohanzee", intent: "add_reminder", resolver: resolver).slots["datetime_point"] == nil)
        // Holidays and dates moved by "next year"; an ordinal before a noun is no day.
        expectDrafts([("remind me on christmas next year to call Zhandos", "call Zhandos", "2027-12-25T09:00:00+01:00"),
                      ("remind me on valentine's day next year to call", "call", "2027-02-14T09:00:00+01:00"),
                      ("remind me in december next year on the 12th to call", "call", "2027-12-12T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the first practice with Meruert on the tuesday after new year's at 7 pm", "the first practice with Meruert", "2027-01-05T19:00:00+01:00"),
                      ("add Macario's flight ETA 05DEC 1840", "Macario's flight", "2026-12-05T18:40:00+01:00"),
                      ("add the fiesta next month on the 19th at eight pm", "the fiesta", "2026-12-19T20:00:00+01:00")], intent: "create_event")
        for (text, intent) in [("remind me some day next year to call", "add_reminder"), ("add a trip with Aidana the week after easter", "create_event"),
                               ("remind me the weekend before christmas to wrap the presents", "add_reminder")] {
            let draft = drafter.draft(text, intent: intent, resolver: resolver)
            #expect(draft.mustConfirm != nil || draft.slots["datetime_point"] == nil, "\(text)")
        }
        // A reason in the task is no time.
        #expect(drafter.draft("remind me to check on Urmas because the baby is due any day now", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
    }

    @Test func aTimeCountedFromOneSaidTheSentenceBefore() {
        expectDrafts([("My flight lands at 6 pm on friday. Remind me an hour after it lands to call Ekela", "call Ekela", "2026-11-27T19:00:00+01:00"),
                      ("The match starts at 3 on saturday; remind me 30 minutes before it to leave", "leave", "2026-11-28T14:30:00+01:00"),
                      ("The concert ends at 10 pm on wednesday, remind me 15 minutes after it ends to text Jórunn", "text Jórunn", "2026-11-25T22:15:00+01:00"),
                      ("The shop shuts at 5:30 today, so remind me half an hour before it shuts to pick up the cake", "pick up the cake", "2026-11-23T17:00:00+01:00"),
                      ("Ekela's surgery is on friday. Remind me the day before to ring the ward", "ring the ward", "2026-11-26T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("The webinar is tomorrow at 10 am. Add a prep slot half an hour before it", "a prep slot", "2026-11-24T09:30:00+01:00")], intent: "create_event")
        // No clock said for it, or no time at all: asked, never run at a guess.
        for text in ["My train leaves tomorrow. Remind me an hour before to pack the bag", "The interview is at some point next week. Remind me the morning before to iron my shirt"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && draft.mustConfirm != nil, "\(text)")
        }
    }

    @Test func secondsPlaceNumbersNamedDaysWithDatesAndTimesOfOtherThings() {
        // Lengths in seconds are due to the second; a repeat every few seconds is asked.
        expectDrafts([("remind me in 75 seconds to drain the noodles", "drain the noodles", "2026-11-23T10:01:15+01:00"),
                      ("remind me in 4 mins 15 to flip the fish", "flip the fish", "2026-11-23T10:04:15+01:00"),
                      ("remind me in a minute and a half to lift the lid", "lift the lid", "2026-11-23T10:01:30+01:00")], intent: "add_reminder")
        #expect(drafter.draft("remind me every 20 seconds to breathe", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        // A place's number is no clock.
        expectDrafts([("remind me to wait by exit 7 at noon on friday", "wait by exit 7", "2026-11-27T12:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add tea with Marta at 7-Eleven at 9 am on thursday", "tea with Marta at 7-Eleven", "2026-11-26T09:00:00+01:00"),
                      ("add the viewing at 42B Mill Street at 4 pm tomorrow", "the viewing at 42B Mill Street", "2026-11-24T16:00:00+01:00")], intent: "create_event")
        // A day known only to the speaker, with its date said beside it.
        expectDrafts([("remind me on Ola's birthday, the 14th, to ring her", "ring her", "2026-12-14T09:00:00+01:00"),
                      ("remind me on payday (the 29th) to pay the window cleaner", "pay the window cleaner", "2026-11-29T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add supper with Ilse on our anniversary, december 9th, at 8 pm", "supper with Ilse", "2026-12-09T20:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("remind me on Ola's birthday to ring her", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        // The time of something else, before the command or after it, is not the command's.
        expectDrafts([("My lesson is at 2 tomorrow, but remind me at 6 today to practise", "practise", "2026-11-23T18:00:00+01:00"),
                      ("remind me at 4 pm to phone Ilse, her shift ends at 3", "phone Ilse", "2026-11-23T16:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add a walk with Marta at 12, after the call at 11", "a walk with Marta", "2026-11-23T12:00:00+01:00")], intent: "create_event")
        let carried = drafter.draft("Ilse arrives at 1 pm on saturday. Add a museum visit with her at 3", intent: "create_event", resolver: resolver)
        #expect(carried.slots["datetime_point"] == "2026-11-28T15:00:00+01:00" && carried.mustConfirm != nil)
    }

    @Test func kindsPutRightCountsFromDatesGoneStoriesAndMetres() {
        // The kind of entry put right while speaking: the kind said last is meant.
        #expect(SlotDrafter.withoutKindCorrected("add an event, no, a reminder, at 4 pm to ring Ilse") == "remind me at 4 pm to ring Ilse")
        #expect(SlotDrafter.withoutKindCorrected("remind me, actually no, just make a note that the gate code is 1234") == "make a note that the gate code is 1234")
        #expect(SlotDrafter.withoutKindCorrected("remind me to email Marta, no, just email her saying I'm late") == "email Marta saying I'm late")
        #expect(SlotDrafter.withoutKindCorrected("make that an event rather than a reminder: the boiler service on friday at 8 am") == "add an event: the boiler service on friday at 8 am")
        // The same kind again adds to it; it corrects nothing.
        #expect(SlotDrafter.withoutKindCorrected("email Huy, actually email Hoa too, saying the match is off") == "email Huy, actually email Hoa too, saying the match is off")
        expectDrafts([("add a note, sorry, an event, the carol service on wednesday at 7 pm", "the carol service", "2026-11-25T19:00:00+01:00")], intent: "create_event")
        // Counted forward from a date gone by, while the count still lies ahead; gone too, asked.
        expectDrafts([("remind me 30 days after the 2nd of november to cancel the trial", "cancel the trial", "2026-12-02T09:00:00+01:00"),
                      ("remind me eight weeks after my operation on the 9th of october to book the scan", "book the scan", "2026-12-04T09:00:00+01:00"),
                      ("remind me two weeks from last tuesday to chase the invoice", "chase the invoice", "2026-12-01T09:00:00+01:00")], intent: "add_reminder")
        let gone = drafter.draft("remind me 20 days after the 1st of october to cancel the gym", intent: "add_reminder", resolver: resolver)
        #expect(gone.slots["datetime_point"] == nil && gone.unresolvedTime != nil)
        // A story of sentences before a polite request.
        expectDrafts([("Marta rang this morning. The boiler is broken again. Could you remind me tomorrow at 8 to call the plumber?", "call the plumber", "2026-11-24T08:00:00+01:00")], intent: "add_reminder")
        // Metres are no minutes.
        expectDrafts([("remind me at 6 pm to buy 3m of wire", "buy 3m of wire", "2026-11-23T18:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add Ilse's 200m sprint on saturday at 11 am", "Ilse's 200m sprint", "2026-11-28T11:00:00+01:00")], intent: "create_event")
        // A length said as more of it counts from now.
        expectDrafts([("remind me again in another hour to baste the turkey", "baste the turkey", "2026-11-23T11:00:00+01:00"),
                      ("give it 25 more minutes then remind me to take the bread out", "take the bread out", "2026-11-23T10:25:00+01:00"),
                      ("remind me in three more days to repot the fern", "repot the fern", "2026-11-26T10:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("note that the stew needs another 40 minutes", "the stew needs another 40 minutes", nil)], intent: "create_note")
        // The hours a place keeps: asked, unless a clock is said beside them.
        for text in ["remind me during office hours to ring the council", "remind me at closing time to count the till", "remind me before check-out at 10 am to pack",
                     "remind me after period 4 to mark the essays", "remind me at break time to ring Ola"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        expectDrafts([("remind me at closing time, 5 pm, to bolt the gate", "bolt the gate", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
        // Holding a day with other verbs than "add".
        expectDrafts([("earmark thursday afternoon for the allotment with Ola", "the allotment with Ola", "2026-11-26T15:00:00+01:00"),
                      ("put a pin in the 10th at 6 pm for the book club", "the book club", "2026-12-10T18:00:00+01:00"),
                      ("keep sunday at 9 am free for the half marathon", "the half marathon", "2026-11-29T09:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("earmark some time next week for the shed", intent: "create_event", resolver: resolver).mustConfirm != nil)
    }

    @Test func routinesNumberedThingsSpellingsAndFragments() {
        // A time kept by a trade's, a sport's or a faith's routine: asked, without it in the title;
        // with a clock beside it, the clock, and an aside between commas goes whole.
        for (text, title) in [("remind me at full time to ring Sten", "ring Sten"), ("remind me after evening milking to check the trough", "check the trough"),
                              ("remind me after maghrib to visit Ola", "visit Ola")] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && draft.slots["title"] == title, "\(text)")
        }
        expectDrafts([("remind me at the interval, 9:10 pm, to order the drinks", "order the drinks", "2026-11-23T21:10:00+01:00"),
                      ("remind me at 3 pm, before lock-up at the yard, to count the ewes", "count the ewes", "2026-11-23T15:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the half-time show with Ola on friday at 7 pm", "the half-time show with Ola", "2026-11-27T19:00:00+01:00")], intent: "create_event")
        // A number that names a part or a class is not a time; "the year 2027" still is a year.
        expectDrafts([("add the year 11 mock exams on the 7th at 9 am", "the year 11 mock exams", "2026-12-07T09:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me at 8 pm to read chapter 6 with Ola", "read chapter 6 with Ola", "2026-11-23T20:00:00+01:00")], intent: "add_reminder")
        // A name spelled or put right as it is said.
        #expect(SlotDrafter.withoutSpelling("call Saara at 5, S-A-R-A, two As") == "call Saara at 5")
        #expect(SlotDrafter.withoutSpelling("pay Hjørdis, H J O R D I S, tomorrow") == "pay Hjørdis tomorrow")
        #expect(SlotDrafter.withoutSpelling("text Anna with an A, not Ana") == "text Anna")
        #expect(SlotDrafter.withoutSpelling("email Tove, that's Tove with a v, saying hi") == "email Tove, saying hi")
        #expect(SlotDrafter.withoutSpelling("ring Zoë at 6, the one with the dots on the e") == "ring Zoë at 6")
        #expect(SlotDrafter.withoutSpelling("ring Ola about the code A B C") == "ring Ola about the code A B C")
        // A command dictated in fragments.
        expectDrafts([("remind me. friday, 8 am. renew the bus pass.", "renew the bus pass", "2026-11-27T08:00:00+01:00"),
                      ("remind me to feed the fish. actually. make it 6 pm.", "feed the fish", "2026-11-23T18:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("new appointment. the optician. tuesday. 4 pm.", "the optician", "2026-11-24T16:00:00+01:00"),
                      ("the vet. thursday. 10 am. put it in the diary.", "the vet", "2026-11-26T10:00:00+01:00")], intent: "create_event")
        let mail = drafter.draft("an email. to Ola. saying the gate code changed.", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Ola" && mail.slots["email_body"] == "the gate code changed")
        // A sentence of context with a time of its own is not a fragment.
        expectDrafts([("The shop shuts at 6. Remind me at 5 pm to buy milk.", "buy milk", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
    }

    @Test func someoneElsesDayAndStutters() {
        // A time kept by someone else's day: asked, unless a clock is said beside it; a place of
        // theirs at the end of the task is the task's ("patch the printer on Ola's desk").
        for text in ["remind me during Sten's football practice to buy bin bags", "remind me on Ola's next day off to book the garage",
                     "remind me before Sten's bus gets in to start the soup"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["datetime_point"] == nil && draft.mustConfirm != nil, "\(text)")
        }
        expectDrafts([("remind me at 4 pm, during Sten's nap, to fold the washing", "fold the washing", "2026-11-23T16:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("remind me to fix the printer on Ola's desk", intent: "add_reminder", resolver: resolver).slots["title"] == "fix the printer on Ola's desk")
        // Stutters and restarts: the last, whole saying.
        expectDrafts([("remind me at, at 7 pm to lock the shed", "lock the shed", "2026-11-23T19:00:00+01:00"),
                      ("remind me at 8— at 8:15 am tomorrow to call Sten", "call Sten", "2026-11-24T08:15:00+01:00"),
                      ("remind me friday, friday evening at 6 to buy wine", "buy wine", "2026-11-27T18:00:00+01:00"),
                      ("remind me to, what's it called, renew the TV licence at 5 pm", "renew the TV licence", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
        // A span said with a dash between its ends is no restart, nor a letter said again.
        #expect(SlotDrafter.withoutStutters("add the fair dec 4 – dec 6") == "add the fair dec 4 – dec 6")
        #expect(SlotDrafter.withoutStutters("note the gate is B, B as in Bravo") == "note the gate is B, B as in Bravo")
        let mail = drafter.draft("email Sten saying I'll- I'll call you back", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_body"] == "I'll call you back")
    }

    @Test func misheardWakeWordsAndWordsToTheRoom() {
        // Hearth's name as a recogniser mishears it, before a pause or a request; inside, a word.
        expectDrafts([("Earth, remind me at 6 pm to feed Sten's cat", "feed Sten's cat", "2026-11-23T18:00:00+01:00"),
                      ("hey Harth remind me in 15 minutes to stir the risotto", "stir the risotto", "2026-11-23T10:15:00+01:00")], intent: "add_reminder")
        expectDrafts([("Heart, add the cardiology check with Ola on friday at 9 am", "the cardiology check with Ola", "2026-11-27T09:00:00+01:00")], intent: "create_event")
        #expect(SlotDrafter.withoutAddress("note that the Earth Hour walk is on saturday") == "note that the Earth Hour walk is on saturday")
        // Words to someone in the room, between dashes or commas, are no part of the command.
        expectDrafts([("remind me at 7 pm to — Sten, shoes off please! — to put the bins out", "put the bins out", "2026-11-23T19:00:00+01:00"),
                      ("remind me on friday at — no, Sten, not the remote — at 10 am to call Ola", "call Ola", "2026-11-27T10:00:00+01:00"),
                      ("remind me in 5 minutes, coming love, to drain the pasta", "drain the pasta", "2026-11-23T10:05:00+01:00")], intent: "add_reminder")
        expectDrafts([("add the harvest supper with Ola, Sten stop that please, on saturday at 6 pm", "the harvest supper with Ola", "2026-11-28T18:00:00+01:00")], intent: "create_event")
        // An aside with a number in it is the command's ("on payday — the 28th —").
        expectDrafts([("remind me on payday — the 28th — to pay Ola", "pay Ola", "2026-11-28T09:00:00+01:00")], intent: "add_reminder")
    }

    @Test func learnersEnglish() {
        expectDrafts([("put me an appointment with Sten the wednesday at 9 am", "an appointment with Sten", "2026-11-25T09:00:00+01:00"),
                      ("make one event, the party of Ola, the 5 of december at 8 pm", "the party of Ola", "2026-12-05T20:00:00+01:00")], intent: "create_event")
        expectDrafts([("please to remind me tomorrow at 7 am for call Ola", "call Ola", "2026-11-24T07:00:00+01:00"),
                      ("remind me this thursday that comes to pay the gas", "pay the gas", "2026-11-26T09:00:00+01:00")], intent: "add_reminder")
    }

    @Test func routinesFormalWordsAndOtherReminderVerbs() {
        // A ward's, a game's, a race's or a family's routine, and the speaker's own days: asked,
        // unless a clock is said beside it; a game's clock is asked about too.
        for text in ["remind me at the drug round to ask about Ola's pain relief", "remind me tomorrow before evening visiting to wash Ola's nightie",
                     "remind me at daily reset to claim Sten's gift", "remind me at the 5k mark to take a gel", "remind me on rest day to book Ola's physio",
                     "remind me on my next night shift to restock the trolley", "remind me on my lunch break to ring Sten", "remind me at bath time to check Ola's ears",
                     "remind me on the eve of Sten's wedding to polish the silver", "remind me at 9 pm server time to log on for the raid"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.mustConfirm != nil, "\(text)")
        }
        #expect(drafter.draft("add a playdate with Ola at home time on thursday", intent: "create_event", resolver: resolver).slots["datetime_point"] == nil)
        expectDrafts([("remind me at 6:45 pm at bath time to cut Ola's nails", "cut Ola's nails", "2026-11-23T18:45:00+01:00"),
                      ("remind me at the 2 pm drug round to check Sten's sats", "check Sten's sats", "2026-11-23T14:00:00+01:00"),
                      // A formal register: the clock before "the morning of", "the hour of", "the eve of".
                      ("remind me at 9 o'clock on the morning of the 1st to lodge the return", "lodge the return", "2026-12-01T09:00:00+01:00"),
                      ("remind me at the hour of seven this evening to light the lamps", "light the lamps", "2026-11-23T19:00:00+01:00"),
                      ("remind me on the eve of the 4th to call Ola", "call Ola", "2026-12-03T09:00:00+01:00"),
                      // A reminder asked for without "remind".
                      ("have me ring Sten at 2 on friday", "ring Sten", "2026-11-27T14:00:00+01:00"),
                      ("make me renew Ola's library books on the 30th", "renew Ola's library books", "2026-11-30T09:00:00+01:00"),
                      ("flag up to me tomorrow at 8 am that Sten's parcel is due", "Sten's parcel is due", "2026-11-24T08:00:00+01:00"),
                      ("I gotta pay Ola back on thursday, don't let me forget", "pay Ola back", "2026-11-26T09:00:00+01:00")], intent: "add_reminder")
        for (text, body) in [("write to Ola forthwith saying the deeds are signed", "the deeds are signed"),
                             ("compose an email to Sten stating that the hearing is adjourned", "the hearing is adjourned")] {
            #expect(drafter.draft(text, intent: "send_email", resolver: resolver).slots["email_body"] == body, "\(text)")
        }
    }

    @Test func forAsTheTimesWord() {
        // "For" said before the time, as a booker says it; "put … down for" is the calendar's.
        expectDrafts([("remind me for 3 to call Ola", "call Ola", "2026-11-23T15:00:00+01:00"),
                      ("remind me for half 4 to call Sten", "call Sten", "2026-11-23T16:30:00+01:00")], intent: "add_reminder")
        expectDrafts([("book the dentist for first thing tomorrow", "the dentist", "2026-11-24T09:00:00+01:00"),
                      ("set the call with Ola for half 2 on thursday", "the call with Ola", "2026-11-26T14:30:00+01:00"),
                      ("put the team lunch with Sten down for lunchtime friday", "the team lunch with Sten", "2026-11-27T12:00:00+01:00")], intent: "create_event")
    }

    @Test func nightsRepeatedAndLengthsInTime() {
        // "every weeknight": Monday to Friday; "on school nights": Sunday to Thursday, at night.
        for (text, rule) in [("remind me every weeknight at 9 pm to lay out Ola's uniform", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
                             ("remind me on school nights at 8 to pack Sten's bag", "FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH")] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["recurrence"] == rule, "\(text)")
            #expect(draft.slots["datetime_point"]?.hasPrefix("2026-11-23T2") == true, "\(text)")
        }
        // "in an hour's time", "in a week's time": that long from now.
        expectDrafts([("remind me in an hour's time to take the cake out", "take the cake out", "2026-11-23T11:00:00+01:00"),
                      ("remind me in a week's time to chase Ola's invoice", "chase Ola's invoice", "2026-11-30T10:00:00+01:00"),
                      ("remind me in a fortnight's time to check Sten's stitches", "check Sten's stitches", "2026-12-07T10:00:00+01:00")], intent: "add_reminder")
        // A clinic's routine said with a part of the day is asked about, not run that evening.
        let surgery = drafter.draft("remind me after evening surgery to phone Ola back", intent: "add_reminder", resolver: resolver)
        #expect(surgery.slots["datetime_point"] == nil && surgery.mustConfirm != nil)
    }

    @Test func dayAsAHeadingAndRelationsAsRecipients() {
        // The day said first as a heading, the request at the end.
        #expect(SlotDrafter.withoutLabel("The 12th: Ola's leaving do, 5 to 8 pm, add that") == "add Ola's leaving do, 5 to 8 pm on The 12th")
        expectDrafts([("Sunday evening: iron Sten's shirts, don't let me forget", "iron Sten's shirts", "2026-11-29T19:00:00+01:00")], intent: "add_reminder")
        let range = drafter.draft("The 12th: Ola's leaving do, 5 to 8 pm, add that", intent: "create_event", resolver: resolver)
        #expect(range.slots["datetime_range"] == "2026-12-12T17:00:00+01:00/2026-12-12T20:00:00+01:00")
        #expect(drafter.draft("Wednesday: Sten's car is at the garage, make a note", intent: "create_note", resolver: resolver).slots["title"]
                == "Wednesday: Sten's car is at the garage")
        // Not fixed, or said with doubt: asked.
        for text in ["Friday: Ola's party, time to be confirmed, add it", "Tomorrow, 9 am: meeting with the bank, I think"] {
            #expect(drafter.draft(text, intent: "create_event", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        // "my best friend", "our au pair": one recipient of two words before the message.
        for (text, to) in [("email our au pair saying Friday is her day off", "our au pair"), ("email my best friend saying happy birthday", "my best friend"),
                           ("email my boss asap saying I'm late", "my boss")] {
            #expect(drafter.draft(text, intent: "send_email", resolver: resolver).slots["email_to"] == to, "\(text)")
        }
    }

    @Test func aMessagePassedOnKeepsItsTime() {
        // The time of what the message says is the message's; the reminder's is said before it.
        expectDrafts([("remind me tomorrow to tell Ola the party starts at 8", "tell Ola the party starts at 8", "2026-11-24T09:00:00+01:00"),
                      ("remind me at 5 pm to text Sten that the match kicks off at 7:45", "text Sten that the match kicks off at 7:45", "2026-11-23T17:00:00+01:00"),
                      ("remind me on the 3rd to remind Ola his MOT is on the 5th", "remind Ola his MOT is on the 5th", "2026-12-03T09:00:00+01:00"),
                      // A time said for the task itself is still when to do it.
                      ("remind me tomorrow to text Ola at 5", "text Ola", "2026-11-24T17:00:00+01:00")], intent: "add_reminder")
    }

    @Test func timeWordsSplitInTwoAreJoined() {
        #expect(SlotDrafter.withTimeWordsJoined("remind me to morrow after noon to call Eda") == "remind me tomorrow afternoon to call Eda")
        #expect(SlotDrafter.withTimeWordsJoined("lunch at mid day on thurs day, not the week end") == "lunch at midday on thursday, not the weekend")
        // Two words that are two words stay.
        for text in ["I go to night school", "take her to day care", "from day to day", "remind me after noon on friday"] {
            #expect(SlotDrafter.withTimeWordsJoined(text) == text, "\(text)")
        }
        expectDrafts([("remind me to morrow at 9 to call Eda", "call Eda", "2026-11-24T09:00:00+01:00"),
                      ("remind me at mid night to turn the heating down", "turn the heating down", "2026-11-24T00:00:00+01:00"),
                      ("remind me in a fort night to chase Sten's invoice", "chase Sten's invoice", "2026-12-07T10:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("book the hairdresser for satur day at 10 am", "the hairdresser", "2026-11-28T10:00:00+01:00")], intent: "create_event")
    }

    @Test func requestsSaidAroundTheirWords() {
        expectDrafts([("remind me at 8 to put the bins out and make it pm", "put the bins out", "2026-11-23T20:00:00+01:00"),
                      ("remind me at 3 pm to collect Ola, and that's all", "collect Ola", "2026-11-23T15:00:00+01:00"),
                      ("it would be good if I were reminded in 20 minutes to take the bread out", "take the bread out", "2026-11-23T10:20:00+01:00"),
                      ("remind me an hour and a half before 7 pm to iron Sten's shirt", "iron Sten's shirt", "2026-11-23T17:30:00+01:00"),
                      ("Ola asked if you could remind me on friday at 4 pm to collect the cake", "collect the cake", "2026-11-27T16:00:00+01:00"),
                      ("we must ring Sten about the boat at 4 pm, remind us", "ring Sten about the boat", "2026-11-23T16:00:00+01:00"),
                      ("come to think of it, remind me at 3 pm to call Ola back", "call Ola back", "2026-11-23T15:00:00+01:00"),
                      ("we have to remember to book Reinder's cake in 2 days", "book Reinder's cake", "2026-11-25T10:00:00+01:00"),
                      ("remind me to bring snacks e.g. grapes to Sten's at 5", "bring snacks e.g. grapes to Sten's", "2026-11-23T17:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("the school wants parents' evening with Ola's teacher added for the 3rd of december at 5 pm", "parents' evening with Ola's teacher", "2026-12-03T17:00:00+01:00"),
                      ("add Ola's recital, which is on the 9th at 6 pm, to my calendar", "Ola's recital", "2026-12-09T18:00:00+01:00"),
                      ("we should pencil in a call with Sten for thursday at 11 am", "a call with Sten", "2026-11-26T11:00:00+01:00"),
                      ("we're having Sten over on saturday at 7, add it", "Sten over", "2026-11-28T19:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("my boss wants an email sent to Sten saying the audit starts on monday", intent: "send_email", resolver: resolver).slots["email_to"] == "Sten")
        // Told of, hanging on something, or two at once: asked.
        for (text, intent) in [("I was reminded by Ola at 5 pm to call the bank", "add_reminder"), ("remind me — when Ola's train gets in — to pick her up", "add_reminder"),
                               ("read me the emails from Ola and then the ones from Sten", "read_email"),
                               ("remind me on friday to tell Ola about the party at 8", "add_reminder")] {
            #expect(drafter.draft(text, intent: intent, resolver: resolver).mustConfirm != nil, "\(text)")
        }
        #expect(drafter.draft("remind me at 5 to call Ola and at 6 to feed the cat", intent: "add_reminder", resolver: resolver).slots["title"] == "call Ola")
    }

    @Test func anyTextDraftsWithoutTrapping() {
        for text in ["", " ", "\u{0}", "🙂🙂 at dot com", String(repeating: "and ", count: 300), "email , , and and"] {
            for intent in ["add_reminder", "create_event", "create_note", "send_email", "read_email", "none"] {
                _ = drafter.draft(text, intent: intent, resolver: resolver)
            }
        }
    }
    @Test func tentativeFramesFillersAndClocksHalfInWords() {
        // A request wrapped in a tentative frame is the request.
        expectDrafts([("I wonder if you could put the school run with Tiia in for friday at 8 am", "the school run with Tiia", "2026-11-27T08:00:00+01:00"),
                      ("how about you add a walk with Ruut on thursday at 4 pm", "a walk with Ruut", "2026-11-26T16:00:00+01:00"),
                      ("kinda need to add a call with Pirkko on wednesday at 11 am", "a call with Pirkko", "2026-11-25T11:00:00+01:00"),
                      ("add the pub quiz on saturday at 7 pm, basically", "the pub quiz", "2026-11-28T19:00:00+01:00")], intent: "create_event")
        expectDrafts([("it'd be great if you reminded me at 6 pm to collect the skis", "collect the skis", "2026-11-23T18:00:00+01:00"),
                      ("I don't suppose you could remind me at 4 pm to ring Eero", "ring Eero", "2026-11-23T16:00:00+01:00"),
                      // "actually" after who does it is no correction; "for christmas" with another day is what it is for.
                      ("remind me to get Aino something she'd actually use for christmas on the 12th", "get Aino something she'd actually use for christmas", "2026-12-12T09:00:00+01:00"),
                      // Clocks half in figures: "8-thirty", "twenty-5 to 6", "twenty to 9 am".
                      ("remind me tomorrow at 8-thirty am to drop off the forms", "drop off the forms", "2026-11-24T08:30:00+01:00"),
                      ("remind me at twenty-5 to 6 to feed the hens", "feed the hens", "2026-11-23T17:35:00+01:00"),
                      ("remind me tomorrow at twenty to 9 am to call the garage", "call the garage", "2026-11-24T08:40:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("you wouldn't mind noting that the gate code is 4471, would you?", intent: "create_note", resolver: resolver).slots["title"] == "the gate code is 4471")
        let mail = drafter.draft("just email Halvor saying the skis are waxed", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Halvor" && mail.slots["email_body"] == "the skis are waxed", "\(mail.slots)")
        // "any time after 2 pm" is 2 pm ("not before 4 pm" stays asked about); an amount not said is
        // asked about; "or so" after a length is the length, but not in a repeat.
        expectDrafts([("remind me in 45 minutes to take the bread out, not before", "take the bread out", "2026-11-23T10:45:00+01:00"),
                      ("remind me any time after 2 pm, honestly, to reply to Tuuli", "reply to Tuuli", "2026-11-23T14:00:00+01:00"),
                      ("remind me in 1 and a half hours, so around 11:30, to ring Marje", "ring Marje", "2026-11-23T11:30:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("remind me in 1 and a half hours, so around 11:30, to ring Marje", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        for text in ["remind me in a few minutes to call Toomas back", "remind me in ten or fifteen minutes to turn the oven off",
                     "remind me by the time I'm home to message Kadri"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.mustConfirm != nil && draft.slots["datetime_point"] == nil, "\(text): \(draft.slots)")
        }
        #expect(drafter.draft("remind me every hour or so to check the dough", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        expectDrafts([("if it's not too much trouble, add a call with Maie tomorrow at 9 am", "a call with Maie", "2026-11-24T09:00:00+01:00"),
                      ("kinda need lunch with Urmas on wednesday at 1 pm in the diary", "lunch with Urmas", "2026-11-25T13:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("add coffee with Reet on thursday at 11 am for half an hour or so", intent: "create_event", resolver: resolver).slots["title"] == "coffee with Reet")
        // A holiday after the task may be what it is for: asked about, not run on the day.
        #expect(drafter.draft("remind me to buy crackers for christmas", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        // A second reading of mail is asked about; a time after "the ones from" is no second reading.
        #expect(drafter.draft("read me the emails from Aino and then the ones from Eero", intent: "read_email", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("read my new emails and the ones from yesterday", intent: "read_email", resolver: resolver).mustConfirm == nil)
    }

    @Test func clippedWordsAndTheCalendarSpokenToOrNamedOtherwise() {
        // Clipped words of the frame in full; a time alone after a reason's comma is the command's.
        expectDrafts([("I'm gonna need a reminder at 6 pm to call Mart", "call Mart", "2026-11-23T18:00:00+01:00"),
                      ("gimme a nudge at 4 pm to feed the cat", "feed the cat", "2026-11-23T16:00:00+01:00"),
                      ("remind me 'bout the bins tonight at 8", "the bins", "2026-11-23T20:00:00+01:00"),
                      ("remind me to ring Liis 'cause it's her birthday, tomorrow at 10 am", "ring Liis", "2026-11-24T10:00:00+01:00"),
                      ("I oughta water the plants, remind me in 2 hours", "water the plants", "2026-11-23T12:00:00+01:00"),
                      // A to-do list with a day is the reminders; so is "to my reminders:"; "flag X for…".
                      ("add call Tarmo to my to-do list for tomorrow at 10 am", "call Tarmo", "2026-11-24T10:00:00+01:00"),
                      ("to my reminders: water the tomatoes tonight at 8", "water the tomatoes", "2026-11-23T20:00:00+01:00"),
                      ("flag paying the invoice for wednesday at 9 am", "paying the invoice", "2026-11-25T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("wanna put lunch with Kaja in for thursday at 1 pm", "lunch with Kaja", "2026-11-26T13:00:00+01:00"),
                      ("let the calendar know about dinner with Priit on friday at 7 pm", "dinner with Priit", "2026-11-27T19:00:00+01:00"),
                      ("my diary needs the school play on the 9th at 6 pm", "the school play", "2026-12-09T18:00:00+01:00"),
                      ("put dinner with Siim in my planner for friday at 7 pm", "dinner with Siim", "2026-11-27T19:00:00+01:00"),
                      ("I'm tryna get squash with Ott in on friday at 7 pm, stick it in", "squash with Ott", "2026-11-27T19:00:00+01:00")], intent: "create_event")
        let call = drafter.draft("squeeze in a 20 minute call with Ott at 4 pm", intent: "create_event", resolver: resolver)
        #expect(call.slots["title"] == "call with Ott" && call.slots["duration_min"] == "20", "\(call.slots)")
        for (text, title) in [("let my notes say the garage code is 7731", "the garage code is 7731"), ("stick a post-it saying buy bin bags", "buy bin bags"),
                              ("add to my jotter that the plumber is on Tartu road", "the plumber is on Tartu road")] {
            #expect(drafter.draft(text, intent: "create_note", resolver: resolver).slots["title"] == title, "\(text)")
        }
        // A message's own words keep their spelling; "sayin" before them is "saying".
        let shed = drafter.draft("could ya email Mart sayin the shed's open", intent: "send_email", resolver: resolver)
        #expect(shed.slots["email_to"] == "Mart" && shed.slots["email_body"] == "the shed's open", "\(shed.slots)")
        let away = drafter.draft("gonna need you to email Liis that I'm outta town till friday", intent: "send_email", resolver: resolver)
        #expect(away.slots["email_to"] == "Liis" && away.slots["email_body"] == "I'm outta town till friday", "\(away.slots)")
        // Hearth's name misheard is no one in the room; a to-do with a day is no list; mail looked for.
        #expect(SlotDrafter.refusal("Heart, could you remind me at 7:15 pm to set the alarms") == nil)
        #expect(SlotDrafter.refusal("add call Tarmo to my to-do list for tomorrow at 10 am") == nil)
        #expect(SlotDrafter.refusal("add eggs to my to-do list") != nil)
        #expect(SlotDrafter.asksForMail("lemme know if Mart's emailed"))
        // Haste and leave ask for nothing; a need to come with a carrier is the request, without one it is no ask.
        expectDrafts([("to my reminders, real quick: ring Heino at 5 pm", "ring Heino", "2026-11-23T17:00:00+01:00"),
                      ("do me a favour and flag paying Vello for monday at 9 am", "paying Vello", "2026-11-30T09:00:00+01:00"),
                      ("I'll need a reminder tomorrow at 7 am to take Jaan to the station", "take Jaan to the station", "2026-11-24T07:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("you can go ahead and add dinner with Maarja on friday at 8 pm", "dinner with Maarja", "2026-11-27T20:00:00+01:00"),
                      ("hurry up and add the vet on thursday at 4 pm", "the vet", "2026-11-26T16:00:00+01:00"),
                      ("we're going to want the school run on wednesday at 8 am in the calendar", "the school run", "2026-11-25T08:00:00+01:00"),
                      ("my planner needs lunch with Tiit on thursday at 1 pm", "lunch with Tiit", "2026-11-26T13:00:00+01:00")], intent: "create_event")
        let quick = drafter.draft("email Merike real quick saying I'm on my way", intent: "send_email", resolver: resolver)
        #expect(quick.slots["email_to"] == "Merike" && quick.slots["email_body"] == "I'm on my way", "\(quick.slots)")
        #expect(drafter.draft("I'm going to need this noted: the boiler code is F28", intent: "create_note", resolver: resolver).slots["title"] == "the boiler code is F28")
        #expect(drafter.draft("my notes could do with this, y'know: Eha is vegan", intent: "create_note", resolver: resolver).slots["title"] == "Eha is vegan")
        #expect(drafter.draft("I'll need a coffee before the meeting at 10", intent: "create_event", resolver: resolver).slots["title"] == "I'll need a coffee before the meeting")
        #expect(SlotDrafter.asksForMail("can you quickly check if Rein emailed") && SlotDrafter.asksForMail("I'll need to know if Rein has emailed"))
        // An order said aloud asks for nothing itself: "number one:", "and finally,", "…, that's the first thing".
        expectDrafts([("number one: remind me at 4 pm to pick up Mihkel", "pick up Mihkel", "2026-11-23T16:00:00+01:00"),
                      ("remind me tonight at 9 to lock the bike, that's the first thing", "lock the bike", "2026-11-23T21:00:00+01:00"),
                      ("to my to-do list, quick one: ring Helmi at 6 pm", "ring Helmi", "2026-11-23T18:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("and finally, add the recital on the 12th at 7 pm", "the recital", "2026-12-12T19:00:00+01:00"),
                      ("top of the list: add lunch with Ülle on friday at 12:30 pm", "lunch with Ülle", "2026-11-27T12:30:00+01:00")], intent: "create_event")
        #expect(drafter.draft("btw, stick a post-it saying the bins go out on tuesday", intent: "create_note", resolver: resolver).slots["title"] == "the bins go out on tuesday")
        #expect(SlotDrafter.asksForMail("first things first, lemme know if Rein's emailed"))
        // Courtesy at the edges asks for nothing (a message keeps its own thanks); loose verbs of making.
        #expect(drafter.draft("note that the locker is 17, if you would", intent: "create_note", resolver: resolver).slots["title"] == "the locker is 17")
        let thanks = drafter.draft("email Kalju saying see you at 7, ta", intent: "send_email", resolver: resolver)
        #expect(thanks.slots["email_body"] == "see you at 7, ta", "\(thanks.slots)")
        expectDrafts([("I'd be ever so grateful if you reminded me at noon to ring Aivar", "ring Aivar", "2026-11-23T12:00:00+01:00"),
                      ("do us a reminder tomorrow at 9 am to pay Urve", "pay Urve", "2026-11-24T09:00:00+01:00"),
                      ("remind me on monday at 8 am to renew the pass, if you please", "renew the pass", "2026-11-30T08:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("put the quiz in for thursday at 8 pm, much obliged", "the quiz", "2026-11-26T20:00:00+01:00"),
                      ("can you sort out lunch with Kersti on friday at 1 pm in the diary", "lunch with Kersti", "2026-11-27T13:00:00+01:00"),
                      ("whip up an entry in my planner for the recital on the 11th at 6 pm", "the recital", "2026-12-11T18:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("fix me a note saying Tõnu takes two sugars", intent: "create_note", resolver: resolver).slots["title"] == "Tõnu takes two sugars")
        #expect(SlotDrafter.refusal("do us a reminder tomorrow at 9 am to pay Urve") == nil)
        #expect(SlotDrafter.refusal("do I have a reminder tomorrow at 9 am") != nil)
        // Feelings, tags and self-names around a request; the kind named last; a time said twice;
        // wishes, advice, a request meant to be asked before, a question about what Hearth can do.
        expectDrafts([("oh for heaven's sake, fine, book the call with Kleon for tomorrow at 3 pm", "the call with Kleon", "2026-11-24T15:00:00+01:00"),
                      ("pencil in the vet on the 4th at 11 am, that okay?", "the vet", "2026-12-04T11:00:00+01:00"),
                      ("put your favourite human down for drinks with Myrto on friday at 7 pm", "drinks with Myrto", "2026-11-27T19:00:00+01:00"),
                      ("muggins is taking Nikias to the airport tomorrow at 5 am, add it to the calendar", "taking Nikias to the airport", "2026-11-24T05:00:00+01:00"),
                      ("lunch with Arjuna on friday at 1 pm — that's one for the calendar", "lunch with Arjuna", "2026-11-27T13:00:00+01:00"),
                      ("book the vet for half 7, as in 7:30 pm, on thursday", "the vet", "2026-11-26T19:30:00+01:00"),
                      ("ideally there'd be a meeting with Khufu on wednesday at 11 am in my diary", "a meeting with Khufu", "2026-11-25T11:00:00+01:00"),
                      ("I'd suggest putting the parents' meeting on the 7th at 6 pm in the diary", "the parents' meeting", "2026-12-07T18:00:00+01:00"),
                      ("are you capable of adding lunch with Idunn on friday at 1 pm", "lunch with Idunn", "2026-11-27T13:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me tonight at 9 to lock the shed, got that?", "lock the shed", "2026-11-23T21:00:00+01:00"),
                      ("remind me, myself and I at 2 pm to ring the plumber back", "ring the plumber back", "2026-11-23T14:00:00+01:00"),
                      ("call the bank at 4 pm, that's a reminder", "call the bank", "2026-11-23T16:00:00+01:00"),
                      ("remind me in 90 minutes, an hour and a half, to check the roast", "check the roast", "2026-11-23T11:30:00+01:00"),
                      ("I forgot to get you to remind me on thursday at 7 pm to iron the shirt", "iron the shirt", "2026-11-26T19:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("jot down for future me that the flat is number 14", intent: "create_note", resolver: resolver).slots["title"] == "the flat is number 14")
        #expect(drafter.draft("did Florica get back to me? check my mail, would you?", intent: "read_email", resolver: resolver).slots["email_from"] == "Florica")
        #expect(drafter.draft("Sahadeva's latest, from my inbox, read it out", intent: "read_email", resolver: resolver).slots["email_from"] == "Sahadeva")
        #expect(SlotDrafter.refusal("I hope Tiye remembers her reminder about the dentist") != nil)
        #expect(SlotDrafter.refusal("I meant to remind Mokosh about the rent but I forgot") != nil)
        #expect(SlotDrafter.refusal("remind the household tonight at 8 to put the bins out") == nil)
        #expect(SlotDrafter.refusal("I forgot to ask you to email Svarog that the meeting's off") == nil)
    }

    @Test func passivesReasonsSelfQuestionsExactWordsAndGoingOn() {
        // A request said impersonally; a reason said last; questions the speaker answers; a vague
        // request made exact; a request opened as if it went on from another.
        expectDrafts([("the book club with Ilse on thursday at 7 pm should be in my calendar", "the book club with Ilse", "2026-11-26T19:00:00+01:00"),
                      ("there's got to be an entry for the quiz with Noor on friday at 8 pm", "the quiz with Noor", "2026-11-27T20:00:00+01:00"),
                      ("what's on? a gig with Tariq. when? saturday at 9 pm. put it in", "a gig with Tariq", "2026-11-28T21:00:00+01:00"),
                      ("put something in the diary, namely coffee with Bea on wednesday at 10 am", "coffee with Bea", "2026-11-25T10:00:00+01:00"),
                      ("on top of that, add the plumber on tuesday at 8 am", "the plumber", "2026-11-24T08:00:00+01:00"),
                      ("then there's the fair with Ugo on saturday at 11 am, add that too", "the fair with Ugo", "2026-11-28T11:00:00+01:00")], intent: "create_event")
        expectDrafts([("sorting the recycling tonight at 8 needs a reminder", "sorting the recycling", "2026-11-23T20:00:00+01:00"),
                      ("remind me at 3 pm to phone the bank, just to be safe", "phone the bank", "2026-11-23T15:00:00+01:00"),
                      ("a reminder. when? in 10 minutes. what for? to drain the pasta", "drain the pasta", "2026-11-23T10:10:00+01:00"),
                      ("set a reminder for later, that is, at 6 pm, to feed the fish", "feed the fish", "2026-11-23T18:00:00+01:00"),
                      ("remind me tomorrow, more precisely at 7:15 am, to defrost the chicken", "defrost the chicken", "2026-11-24T07:15:00+01:00")], intent: "add_reminder")
        for (text, title) in [("it needs noting that the wifi code is 5521", "the wifi code is 5521"),
                              ("jot down that Rafa owes me a fiver, for the record", "Rafa owes me a fiver"),
                              ("write something down, namely that the boiler code is E119", "the boiler code is E119")] {
            #expect(drafter.draft(text, intent: "create_note", resolver: resolver).slots["title"] == title, "\(text)")
        }
        #expect(SlotDrafter.questionsAnswered("an email. who to? Ines. saying what? that lunch is cancelled") == "email Ines saying lunch is cancelled")
        #expect(SlotDrafter.questionsAnswered("check my email. from who? from Ugo") == "any emails from Ugo")
        #expect(SlotDrafter.madeExact("email someone, specifically Ines, saying hi") == "email Ines, saying hi")
        // Questions about the world, a remark after "to be precise", and someone else reminding, ask for nothing.
        #expect(SlotDrafter.questionsAnswered("what did Ugo say? that he'd be late") == "what did Ugo say? that he'd be late")
        #expect(SlotDrafter.madeExact("Ugo promised, to be precise he swore") == "Ugo promised, to be precise he swore")
        #expect(SlotDrafter.refusal("Manco promised to remind me") != nil)
        #expect(SlotDrafter.refusal("my brother offered to remind me about the dentist") != nil)
    }

    @Test func emphasisAndProvisosAskForNothingThemselves() {
        expectDrafts([("please, please, please put the quiz with Noor on friday at 8 pm in the calendar", "the quiz with Noor", "2026-11-27T20:00:00+01:00"),
                      ("make absolutely sure you put the gig with Tariq on saturday at 9 pm in my diary", "the gig with Tariq", "2026-11-28T21:00:00+01:00"),
                      ("touch wood, add the viewing with Bea on thursday at 11 am", "the viewing with Bea", "2026-11-26T11:00:00+01:00"),
                      ("pencil in a call with Ugo on tuesday at 3 pm, subject to him confirming", "a call with Ugo", "2026-11-24T15:00:00+01:00")], intent: "create_event")
        expectDrafts([("do remind me, all being well, at 5 pm to collect Ines", "collect Ines", "2026-11-23T17:00:00+01:00"),
                      ("remind me, and I mean it, on sunday at 10 am to mow the lawn", "mow the lawn", "2026-11-29T10:00:00+01:00"),
                      ("remind me in an hour to check the cake, if it's not done by then", "check the cake", "2026-11-23T11:00:00+01:00")], intent: "add_reminder")
        for (text, title) in [("note that Rafa will bring the chairs, hopefully", "Rafa will bring the chairs"),
                              ("note down, for what it's worth, that Ilse prefers tea", "Ilse prefers tea"),
                              ("note that the pool is open, as long as it's sunny", "the pool is open, as long as it's sunny")] {
            #expect(drafter.draft(text, intent: "create_note", resolver: resolver).slots["title"] == title, "\(text)")
        }
        #expect(drafter.draft("hopefully Tariq's replied — check my mail", intent: "read_email", resolver: resolver).slots["email_from"] == "Tariq")
        // "I insist that…" and "do you remind…" are no requests; "I must remind Noor…" is for someone else.
        #expect(SlotDrafter.everydayWordsInFull("I insist that Noor comes on friday") == "I insist that Noor comes on friday")
        #expect(SlotDrafter.refusal("I really must remind Noor about her keys") != nil)
        // The request handed over to Hearth, or said as what Hearth will do.
        expectDrafts([("handle this: the dentist with Ugo on wednesday at 9 am, in the calendar", "the dentist with Ugo", "2026-11-25T09:00:00+01:00"),
                      ("you'll be putting lunch with Ines on friday at 1 pm in the calendar", "lunch with Ines", "2026-11-27T13:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("can I trust you with a note? the locker code is 3310", intent: "create_note", resolver: resolver).slots["title"] == "the locker code is 3310")
        #expect(SlotDrafter.everydayWordsInFull("I'm leaving it with you to decide what we eat") == "I'm leaving it with you to decide what we eat")
    }

    @Test func regionalEnglishesSaidPlainly() {
        // Scots and Irish ("the morra", "for the night at 8", "so it is", "give us a reminder"),
        // Indian ("one" for "a", "today itself", ", na"), Australian ("a hurry-up", "sweet as").
        expectDrafts([("would you ever remind me the morra at 7 to phone Ugo", "phone Ugo", "2026-11-24T07:00:00+01:00"),
                      ("I'm after forgetting to renew the tax, give us a reminder at half four in the afternoon", "renew the tax", "2026-11-23T16:30:00+01:00"),
                      ("give me a hurry-up at 12:15 to leave for Bea's", "leave for Bea's", "2026-11-23T12:15:00+01:00"),
                      ("remind me today itself at 5 pm to call Ines", "call Ines", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("put tea with Noor in the calendar for the night at 7, so it is", "tea with Noor", "2026-11-23T19:00:00+01:00"),
                      ("add one dentist appointment with Rafa on friday at 9 am", "a dentist appointment with Rafa", "2026-11-27T09:00:00+01:00"),
                      ("I have one call with Tariq at 3 pm today itself, add it", "a call with Tariq", "2026-11-23T15:00:00+01:00"),
                      ("book in a coffee with Ilse for thursday at 11, sweet as", "a coffee with Ilse", "2026-11-26T11:00:00+01:00"),
                      ("the school play is on wednesday at 2, put it in the diary", "the school play", "2026-11-25T14:00:00+01:00"),
                      ("add one more rehearsal with Ugo on friday at 6 pm", "one more rehearsal with Ugo", "2026-11-27T18:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("note it down: Bea's visa is approved, na", intent: "create_note", resolver: resolver).slots["title"] == "Bea's visa is approved")
        let mail = drafter.draft("gonnae email Ugo and tell him the match is off", intent: "send_email", resolver: resolver).slots
        #expect(mail["email_to"] == "Ugo" && mail["email_body"] == "the match is off", "\(mail)")
        #expect(drafter.draft("drop Ines an email there saying I'll be late", intent: "send_email", resolver: resolver).slots["email_body"] == "I'll be late")
        // Southern US, Nigerian, Jamaican, Singaporean and Filipino English.
        expectDrafts([("y'all put supper with Noor on the calendar for sunday at 6 pm", "supper with Noor", "2026-11-29T18:00:00+01:00"),
                      ("I'm fixing to go to Ugo's cookout saturday at 4 pm, add it to my calendar", "Ugo's cookout", "2026-11-28T16:00:00+01:00"),
                      ("Bea's engagement party is on the 5th at 6pm, help me put in calendar", "Bea's engagement party", "2026-12-05T18:00:00+01:00"),
                      ("book Rafa's thanksgiving service for sunday 10 am, no wahala", "Rafa's thanksgiving service", "2026-11-29T10:00:00+01:00"),
                      ("chope the tennis court with Ilse on saturday 9am", "the tennis court with Ilse", "2026-11-28T09:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind mi at 6 o'clock fi call Tariq", "call Tariq", "2026-11-23T18:00:00+01:00"),
                      ("can remind me at 4 to pay Ines or not?", "pay Ines", "2026-11-23T16:00:00+01:00"),
                      ("pa-remind me po tomorrow at 7am to call Noor", "call Noor", "2026-11-24T07:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("write this down for me now, love: the shed key is under the pot", intent: "create_note", resolver: resolver).slots["title"] == "the shed key is under the pot")
        for text in ["email Ugo say I'm on my way", "send Ugo an email, bless his heart, saying I'm on my way", "mail Ugo and tell him say I'm on my way"] {
            let slots = drafter.draft(text, intent: "send_email", resolver: resolver).slots
            #expect(slots["email_to"] == "Ugo" && slots["email_body"] == "I'm on my way", "\(text): \(slots)")
        }
        // London, Northern English and American regional speech.
        expectDrafts([("yinz put dinner with Ilse on the calendar for friday at 7", "dinner with Ilse", "2026-11-27T19:00:00+01:00"),
                      ("put a ruby with Ugo in the calendar for friday at 8", "a ruby with Ugo", "2026-11-27T20:00:00+01:00"),
                      ("man's got a haircut with Bea on saturday at 11, stick it in", "a haircut with Bea", "2026-11-28T11:00:00+01:00"),
                      ("lunch with Noor down the pub on sunday at 1, bang it in the diary", "lunch with Noor down the pub", "2026-11-29T13:00:00+01:00"),
                      ("the match at Rafa's is sunday at noon, put it on my calendar, you betcha", "the match at Rafa's", "2026-11-29T12:00:00+01:00"),
                      ("ope, sorry, add supper at Tariq's on thursday at 5:30 pm", "supper at Tariq's", "2026-11-26T17:30:00+01:00")], intent: "create_event")
        expectDrafts([("bare important: remind me at 2 to call Ines", "call Ines", "2026-11-23T14:00:00+01:00"),
                      ("gizza nudge at 3 to fetch the kids from Ugo's", "fetch the kids from Ugo's", "2026-11-23T15:00:00+01:00"),
                      ("remind me tomorrow at 8 to put the bin out, me duck", "put the bin out", "2026-11-24T08:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("make a note, pet: Ilse's lad starts on monday", intent: "create_note", resolver: resolver).slots["title"] == "Ilse's lad starts on monday")
        for text in ["make a note, b'y: the shed is locked", "jot down, pet, that the shed is locked", "note it down, na: the shed is locked", "make a note, bruv: the shed is locked, innit"] {
            #expect(drafter.draft(text, intent: "create_note", resolver: resolver).slots["title"] == "the shed is locked", "\(text)")
        }
        expectDrafts([("kindly fix an appointment with Ugo for thursday at 10:30 am", "an appointment with Ugo", "2026-11-26T10:30:00+01:00"),
                      ("the crawfish boil at Bea's is sunday at 2 pm, put it on the calendar, cher", "the crawfish boil at Bea's", "2026-11-29T14:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("remind mi tomorrow at 7 o'clock in the morning fi feed the dog", intent: "add_reminder", resolver: resolver).slots["title"] == "feed the dog")
        let abeg = drafter.draft("abeg email Noor say the car is ready", intent: "send_email", resolver: resolver).slots
        #expect(abeg["email_to"] == "Noor" && abeg["email_body"] == "the car is ready", "\(abeg)")
        #expect(SlotDrafter.refusal("Rafa's having a butcher's at the calendar") != nil)
        // Welsh "now in a minute" and South African "now-now" are some time soon: asked about.
        for text in ["remind me now in a minute to ring Bea", "remind me now-now to ring Bea"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).slots["datetime_point"] == nil, "\(text)")
        }
        // "the night shift", "gonnae no…" and a message's own "the morra" stay as said.
        #expect(SlotDrafter.everydayWordsInFull("gonnae no do that") == "gonnae no do that")
        #expect(drafter.draft("email Ugo saying see you the morra", intent: "send_email", resolver: resolver).slots["email_body"] == "see you the morra")
    }

    @Test func worldEnglishesSaidPlainly() {
        // Hawaiian Pidgin: "eh brah,", "try remind me", "I like you remind me", "no foget remind
        // me", "fo'" for "to", "X stay on <day>", "get one…", "put um in da calendar", ", k den".
        expectDrafts([("eh brah, try remind me tomorrow at 6 pm fo' call Ugo", "call Ugo", "2026-11-24T18:00:00+01:00"),
                      ("I like you remind me thursday at 10 in the morning fo' pay Bea back", "pay Bea back", "2026-11-26T10:00:00+01:00"),
                      ("ho, no foget remind me tonight at 9 fo' water the plants", "water the plants", "2026-11-23T21:00:00+01:00"),
                      ("try remind me in 20 minutes fo' turn off da rice cooker, shoots", "turn off da rice cooker", "2026-11-23T10:20:00+01:00")], intent: "add_reminder")
        expectDrafts([("Ugo's lu'au stay on sunday at 4 pm, put um on my calendar", "Ugo's lu'au", "2026-11-29T16:00:00+01:00"),
                      ("get one pau hana party at Bea's house friday at 5, put um in da calendar", "a pau hana party at Bea's house", "2026-11-27T17:00:00+01:00"),
                      ("put talk story with Noor saturday at 3 pm, k den", "talk story with Noor", "2026-11-28T15:00:00+01:00"),
        // Trinidadian: "we liming by X…, put it in the calendar nah", "meh" for "my", ", ent?".
                      ("we liming by Rafa saturday at 8 in the night, put it in the calendar nah", "liming by Rafa", "2026-11-28T20:00:00+01:00"),
                      ("Rafa's wedding is on december 19 at 3 pm, put it in meh calendar", "Rafa's wedding", "2026-12-19T15:00:00+01:00"),
                      ("put a meeting with Ilse at the office tuesday 10 o'clock, ent?", "a meeting with Ilse at the office", "2026-11-24T10:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("write down, brah: the slippers stay by the lanai", intent: "create_note", resolver: resolver).slots["title"] == "the slippers stay by the lanai")
        // A note's own words keep "fo'"; a message's keep "da".
        #expect(drafter.draft("note dis: the way fo' fix the door is one new hinge", intent: "create_note", resolver: resolver).slots["title"]?.hasSuffix("the way fo' fix the door is one new hinge") == true)
        for (text, to, body) in [("shoots, email Ugo fo' tell him da food stay ready", "Ugo", "da food stay ready"),
                                 ("mail Bea and tell she the taxi leaving at 5", "Bea", "the taxi leaving at 5"),
                                 ("send Noor a mail, ati the harambee has been moved to sunday", "Noor", "the harambee has been moved to sunday")] {
            let slots = drafter.draft(text, intent: "send_email", resolver: resolver).slots
            #expect(slots["email_to"] == to && slots["email_body"] == body, "\(text): \(slots)")
        }
        // Who mail is from: Pidgin "wen send… o' what?", Trinidadian "send meh any email", "reply
        // to meh email yet?", Kenyan "mzee X".
        for (text, from) in [("Ugo wen send me one email o' what?", "Ugo"), ("Bea send meh any email or what?", "Bea"),
                             ("wha' happen, Rafa reply to meh email yet?", "Rafa"), ("check if mzee Ilse has replied my mail", "Ilse")] {
            #expect(SlotDrafter.everydayWordsInFull(text).contains(from), "\(text)")
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        // Pidgin "bumbye" is some time later: asked about.
        #expect(drafter.draft("try remind me bumbye fo' call Noor", intent: "add_reminder", resolver: resolver).slots["datetime_point"] == nil)
        // Talk, not requests: "I wen remind X already", "da email from X was choke long", "X
        // borrowed me his phone to check email".
        for text in ["I wen remind Ugo already, shoots", "brah, da email from Bea was choke long", "Rafa borrowed me his phone to check email"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        #expect(SlotDrafter.refusal("eh brah, try remind me tomorrow at 6 pm fo' call Ugo") == nil)
        // Hong Kong and Chinese English: the day and clock first, "help me remind", "have a call",
        // "20 minutes later", "can… or not?", "help me put calendar", "…, book for me".
        expectDrafts([("help me remind tomorrow morning 9 o'clock call Ugo", "call Ugo", "2026-11-24T09:00:00+01:00"),
                      ("remind me 20 minutes later take medicine", "take medicine", "2026-11-23T10:20:00+01:00"),
                      ("remind me one hour later go pick up Bea from school lor", "go pick up Bea from school", "2026-11-23T11:00:00+01:00"),
                      ("can remind me tonight 11 o'clock charge my phone or not?", "charge my phone", "2026-11-23T23:00:00+01:00"),
                      ("aiya, remind me later 3 pm close the air con in office", "close the air con in office", "2026-11-23T15:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("tomorrow 4:30 pm have a call with Noor about the project, add calendar", "a call with Noor about the project", "2026-11-24T16:30:00+01:00"),
                      ("friday 7:30 pm dinner with Bea, put it in the calendar", "dinner with Bea", "2026-11-27T19:30:00+01:00"),
                      ("saturday afternoon 2 o'clock yum cha with Rafa, help me put calendar", "yum cha with Rafa", "2026-11-28T14:00:00+01:00"),
                      ("next week wednesday 10 am have meeting with Ilse, book for me", "meeting with Ilse", "2026-12-02T10:00:00+01:00"),
                      ("sunday 11 am church with Ugo's family, put in my calendar ho", "church with Ugo's family", "2026-11-29T11:00:00+01:00"),
        // Young people's slang and Spanglish.
                      ("Bea's function is saturday at 9 pm, lowkey put that in my calendar", "Bea's function", "2026-11-28T21:00:00+01:00"),
                      ("we finna have a whole meeting with Noor thursday at 1 pm, add it", "a meeting with Noor", "2026-11-26T13:00:00+01:00"),
                      ("Rafa's birthday dinner december 12 at 7 pm, put that on my calendar, bet", "Rafa's birthday dinner", "2026-12-12T19:00:00+01:00"),
                      ("la junta with Ilse is friday at 10 am, ponla en el calendario porfa", "la junta with Ilse", "2026-11-27T10:00:00+01:00"),
                      ("Ugo's quinceañera is on the 12th at 6 pm, add it porfa", "Ugo's quinceañera", "2026-12-12T18:00:00+01:00")], intent: "create_event")
        for (text, to, body) in [("help me send email to Ugo say the meeting cancel already", "Ugo", "the meeting cancel already"),
                                 ("send to Bea: the document I already sent you, please check ar", "Bea", "the document I already sent you, please check ar"),
                                 ("send Rafa an email, dile que the carro is fixed", "Rafa", "the carro is fixed"),
                                 ("email Noor, pues, tell him the fiesta starts at 8", "Noor", "the fiesta starts at 8")] {
            let slots = drafter.draft(text, intent: "send_email", resolver: resolver).slots
            #expect(slots["email_to"] == to && slots["email_body"] == body, "\(text): \(slots)")
        }
        for (text, from) in [("Ugo got reply me or not?", "Ugo"), ("Bea been sent me that email or nah?", "Bea"), ("did Rafa hit my email yet fam", "Rafa"),
                             ("check if Ilse me mandó the tickets", "Ilse")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        // Spanish "mi" before family is "my" ("call mi abuela"), not Jamaican "me".
        #expect(drafter.draft("oye, remind me mañana at 9 to call mi abuela", intent: "add_reminder", resolver: resolver).slots["title"] == "call mi abuela")
        #expect(drafter.draft("apunta esto: Ugo's gate code is 5580", intent: "create_note", resolver: resolver).slots["title"] == "Ugo's gate code is 5580")
        for text in ["pues, I already reminded Ugo about la junta", "bet, I already put it in my calendar"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        // Hinglish: "kal", "sham ko 7 baje", "ek meeting", "calendar mein daal do", "add kar do",
        // "X ko email bhej do…", "X ka koi email aaya kya?", ", warna…" (a reason said last).
        expectDrafts([("remind me sham ko 7 baje to water the tulsi", "water the tulsi", "2026-11-23T19:00:00+01:00"),
                      ("remind me tonight at 10 to lock the main gate, warna Bea will shout", "lock the main gate", "2026-11-23T22:00:00+01:00"),
                      ("haan, remind me thursday at 10 in the morning to pay Ugo, bas itna hi", "pay Ugo", "2026-11-26T10:00:00+01:00"),
        // Taglish: "i-remind mo ako mamaya at 5 pm", "bukas ng umaga at 6", ", baka makalimutan ko", "…ha".
                      ("i-remind mo ako mamaya at 5 pm to buy pandesal", "buy pandesal", "2026-11-23T17:00:00+01:00"),
                      ("remind me bukas ng umaga at 6 to jog with Rafa", "jog with Rafa", "2026-11-24T06:00:00+01:00"),
                      ("remind me tonight at 9 to text Ilse, baka makalimutan ko", "text Ilse", "2026-11-23T21:00:00+01:00"),
                      ("sige, remind me in 10 minutes to turn off the rice cooker ha", "turn off the rice cooker", "2026-11-23T10:10:00+01:00"),
        // German and Dutch speakers: "remind me… on the parcel" ("about"), "in the evening at 8".
                      ("please remind me tomorrow early at 7 on the parcel for Noor", "the parcel for Noor", "2026-11-24T07:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("arre, ek meeting with Bea on friday at 4 pm, calendar mein daal do", "a meeting with Bea", "2026-11-27T16:00:00+01:00"),
                      ("chalo, dinner with Ugo tomorrow at 8 pm, add kar do", "dinner with Ugo", "2026-11-24T20:00:00+01:00"),
                      ("ek call with Rafa and Ilse on 2nd december at 11 am, please block karo", "a call with Rafa and Ilse", "2026-12-02T11:00:00+01:00"),
                      ("Noor's birthday party is on sunday at 7 pm, add to calendar na", "Noor's birthday party", "2026-11-29T19:00:00+01:00"),
                      ("paki-add sa calendar ko yung meeting with Bea on friday at 2 pm", "meeting with Bea", "2026-11-27T14:00:00+01:00"),
                      ("dinner with Ugo tomorrow at 7 ng gabi, pa-add naman", "dinner with Ugo", "2026-11-24T19:00:00+01:00"),
                      ("pa-book naman ng badminton with Rafa on saturday at 3 pm", "badminton with Rafa", "2026-11-28T15:00:00+01:00"),
                      ("Ilse's despedida is on the 6th at 6 pm, paki-lagay sa calendar", "Ilse's despedida", "2026-12-06T18:00:00+01:00"),
                      ("enter a meeting with Noor in the calendar on wednesday in one week at 10", "a meeting with Noor", "2026-12-02T10:00:00+01:00")], intent: "create_event")
        for (text, to, body) in [("Ugo ko email bhej do that the payment is done", "Ugo", "the payment is done"),
                                 ("pakisend si Bea ng email, sabihin mo the report is done na", "Bea", "the report is done na"),
                                 ("email mo si Rafa, tell him na the videoke is at 8 tonight", "Rafa", "the videoke is at 8 tonight")] {
            let slots = drafter.draft(text, intent: "send_email", resolver: resolver).slots
            #expect(slots["email_to"] == to && slots["email_body"] == body, "\(text): \(slots)")
        }
        for (text, from) in [("Ugo ka koi email aaya kya?", "Ugo"), ("check karo, Bea ne reply kiya kya?", "Bea"),
                             ("check mo nga kung nag-reply na si Rafa", "Rafa"), ("is there new post from Ilse?", "Ilse")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        #expect(drafter.draft("paki-note po: Ugo's new address is 14 Sampaguita Street", intent: "create_note", resolver: resolver).slots["title"] == "Ugo's new address is 14 Sampaguita Street")
        for text in ["Bea reminded me na, okay na", "arre yaar, Ugo ne already email kar diya", "Rafa has already written me a mail yesterday"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        // Arabic speakers ("inshallah", "khalas", "habibi", "make for me a meeting", "bukra"),
        // Brazilian ("mark a dinner", "do a call", "at 20h", "put in my agenda", "a gente is
        // going to…") and Ghanaian ("make you remind me", "I beg,", "o", "abi?").
        expectDrafts([("yalla, remind me tomorrow at 9 inshallah to call Ugo", "call Ugo", "2026-11-24T09:00:00+01:00"),
                      ("remind me bukra to call Bea", "call Bea", "2026-11-24T09:00:00+01:00"),
                      ("chale, make you remind me tomorrow by 7 to call Rafa o", "call Rafa", "2026-11-24T07:00:00+01:00"),
                      ("beleza, make me reminder for tonight at 11 to lock the shop, chale", "lock the shop", "2026-11-23T23:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("habibi, make for me a meeting with Ilse on sunday at 11 am", "a meeting with Ilse", "2026-11-29T11:00:00+01:00"),
                      ("Noor's engagement party is thursday at 8 in the evening inshallah, put it in my calendar", "Noor's engagement party", "2026-11-26T20:00:00+01:00"),
                      ("lunch with Ugo at the mall on the 3rd at 2 pm, khalas add it", "lunch with Ugo at the mall", "2026-12-03T14:00:00+01:00"),
                      ("mark a dinner with Bea on saturday at 20h, inshallah", "a dinner with Bea", "2026-11-28T20:00:00+01:00"),
                      ("do a call with Rafa tomorrow at 10h30", "a call with Rafa", "2026-11-24T10:30:00+01:00"),
                      ("a gente is going to Ilse's show on friday at 21h, add it to my agenda", "Ilse's show", "2026-11-27T21:00:00+01:00"),
                      ("Noor's anniversary dinner is the 12 of december at 19h, mark it", "Noor's anniversary dinner", "2026-12-12T19:00:00+01:00"),
                      ("I beg, put meeting with Ugo for friday 2 pm, abi?", "meeting with Ugo", "2026-11-27T14:00:00+01:00")], intent: "create_event")
        for text in ["write a note, ya'ni: the spare key is with Bea", "write down, gente: the spare key is with Bea", "write down, chale: the spare key is with Bea"] {
            #expect(drafter.draft(text, intent: "create_note", resolver: resolver).slots["title"] == "the spare key is with Bea", "\(text)")
        }
        for (text, from) in [("Ugo sent for me any email?", "Ugo"), ("Bea send me email sef?", "Bea"), ("Rafa sent me something by email?", "Rafa")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        let sentFor = drafter.draft("send for Noor an email, tell am say the goods dey come thursday", intent: "send_email", resolver: resolver).slots
        #expect(sentFor["email_to"] == "Noor" && sentFor["email_body"] == "the goods dey come thursday", "\(sentFor)")
        for text in ["wallah, my inbox is crazy today", "chale, Ugo don already remind me", "Bea sent for me the email yesterday, ebi so"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        // An exclamation and "I forgot!" before the request is no talk about it.
        #expect(SlotDrafter.refusal("nossa, I forgot! remind me tonight at 9 to pay Rafa") == nil)
        // French, Italian and Turkish speakers: "to say that", "say him that", "…, please note it"
        // after a clock, "the 8 of evening", "I will be at…, put it in the agenda", "X has sent
        // me a mail, abla?", openers and words said last.
        for (text, to, body) in [("send a mail to Ugo to say that the reunion is cancelled", "Ugo", "the reunion is cancelled"),
                                 ("send a mail to Bea for tell him that actually I am in Lyon", "Bea", "actually I am in Lyon"),
                                 ("write to Rafa an email, say him that the meeting is moved, va bene?", "Rafa", "the meeting is moved, va bene")] {
            let slots = drafter.draft(text, intent: "send_email", resolver: resolver).slots
            #expect(slots["email_to"] == to && slots["email_body"] == body, "\(text): \(slots)")
        }
        expectDrafts([("a reunion with Ilse tomorrow at 10h, please note it", "a reunion with Ilse", "2026-11-24T10:00:00+01:00"),
                      ("dinner with Noor the 10 of december at the 8 of evening", "dinner with Noor", "2026-12-10T20:00:00+01:00"),
                      ("bon, I will be at the party of Ugo on friday at 19h, put it in the agenda", "the party of Ugo", "2026-11-27T19:00:00+01:00"),
                      ("I will go to Bea's wedding on sunday at 13h, add it, tamam", "Bea's wedding", "2026-11-29T13:00:00+01:00"),
                      ("hadi, make a meeting with Rafa on tuesday at 15h", "a meeting with Rafa", "2026-11-24T15:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("hadi, remind me tonight at 11 to close the door of the shop, tamam?", intent: "add_reminder", resolver: resolver).slots["title"] == "close the door of the shop")
        for (text, from) in [("Ugo has answered to my mail?", "Ugo"), ("Bea has sent me a mail, abla?", "Bea"), ("Rafa has written me?", "Rafa")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        // Talk, not requests: someone else reminded me; how full the calendar is.
        for text in ["Ilse has already reminded me, grazie", "tamam, my agenda is very full this week"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
    }

    @Test func persianVietnameseThaiGreekAndHebrewSpeakersEnglish() {
        // Clocks: "8 hour morning", "tomorrow morning 8 hour", "3 o'clock afternoon", "at 5 the
        // afternoon", "at 1 the noon", "tomorrow the morning at 9", "one more hour"; words said
        // first ("khob,", "po po,", "ela,", "nu,") and last ("na krub", "nhé", ", re", ", achla").
        expectDrafts([("remind me tomorrow morning 8 hour call Ugo nha", "call Ugo", "2026-11-24T08:00:00+01:00"),
                      ("khob, remind me tomorrow 8 hour morning to call Bea jan nha", "call Bea jan", "2026-11-24T08:00:00+01:00"),
                      ("po po, help me remind in 25 minute take the soup off the stove", "take the soup off the stove", "2026-11-23T10:25:00+01:00"),
                      ("help me remind tomorrow 8 o'clock morning to call Noor na krub", "call Noor", "2026-11-24T08:00:00+01:00"),
                      ("ela, make me a reminder tomorrow the morning at 9 to call Rafa", "call Rafa", "2026-11-24T09:00:00+01:00"),
                      ("remind me in one hour to take out the moussaka, re", "take out the moussaka", "2026-11-23T11:00:00+01:00"),
                      ("remind me one more hour to check the order", "check the order", "2026-11-23T11:00:00+01:00"),
                      ("remind me in one hour to call back Ilse, achla", "call back Ilse", "2026-11-23T11:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("make appointment with Ugo Thursday this week 3 o'clock afternoon", "appointment with Ugo", "2026-11-26T15:00:00+01:00"),
                      ("meeting with Bea and Noor on 4 December 11 hour morning", "meeting with Bea and Noor", "2026-12-04T11:00:00+01:00"),
                      ("put in my program a meeting with Rafa the Thursday at 5 the afternoon", "a meeting with Rafa", "2026-11-26T17:00:00+01:00"),
                      ("the Tuesday at 1 the noon, lunch with Ilse, put it in the calendar", "lunch with Ilse", "2026-11-24T13:00:00+01:00"),
                      ("put a dentist for me Saturday 11 morning", "a dentist", "2026-11-28T11:00:00+01:00")], intent: "create_event")
        // A length said in hours is no clock ("for 2 hours in the morning", "the 2 hour meeting").
        #expect(drafter.draft("the 2 hour meeting on friday at 3 pm", intent: "create_event", resolver: resolver).slots["duration_min"] == "120")
        // A note's frame drops a word said to no one before the colon; a message keeps its own last word.
        for (text, title) in [("note it, dige: the passport number ends with 4471", "the passport number ends with 4471"),
                              ("write note baba: Ugo is allergic to peanuts", "Ugo is allergic to peanuts"),
                              ("write down nha: the wifi password is lotus2026", "the wifi password is lotus2026")] {
            #expect(drafter.draft(text, intent: "create_note", resolver: resolver).slots["title"] == title, "\(text)")
        }
        for (text, to, body) in [("send email to Ugo say the document I sent already na", "Ugo", "the document I sent already na"),
                                 ("send email for Tien Dung say the rent I pay already", "Tien Dung", "the rent I pay already"),
                                 ("ela, write a mail to Bea and say him the meeting is cancelled", "Bea", "the meeting is cancelled"),
                                 ("yalla, send Noor a mail, write him the contract is ready", "Noor", "the contract is ready")] {
            let slots = drafter.draft(text, intent: "send_email", resolver: resolver).slots
            #expect(slots["email_to"] == to && slots["email_body"] == body, "\(text): \(slots)")
        }
        for (text, from) in [("Mi Nuong send me email yet?", "Mi Nuong"), ("Ugo send email to me already or not?", "Ugo"),
                             ("Bea sent me already a mail?", "Bea")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        // Talk, not requests.
        for text in ["khob, my calendar is very busy this week, ey vay", "oh, my calendar this week very full na", "nu, my calendar is crazy this week",
                     "po po, my program is full this week", "re, I only looked at the calendar", "I just see the calendar only, mai pen rai",
                     "I already remind Ugo yesterday nha", "Tien Dung send me the email already, ok rồi", "Bea khanum already sent me the email, merci",
                     "Noor sent me already the mail yesterday, sababa"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        #expect(SlotDrafter.refusal("Bea sent me already a mail?") == nil)
    }

    @Test func indonesianAndNordicSpeakersEnglish() {
        // Indonesian: "besok", "lusa", "jam 7 pagi", "at 2 siang", "at 5 sore", "malam jam 8",
        // "2 hours lagi", "tolong", "ya", "dong"; Nordic: "remember me", "kl 15", ", tack", ", moi moi".
        expectDrafts([("tolong remind me besok jam 7 pagi to call Ugo ya", "call Ugo", "2026-11-24T07:00:00+01:00"),
                      ("remind me lusa at 08.15 to pay the rent to Bea", "pay the rent to Bea", "2026-11-25T08:15:00+01:00"),
                      ("remind me 2 hours lagi to call back Noor", "call back Noor", "2026-11-23T12:00:00+01:00"),
                      ("at 4 sore remember me to water the plants of Rafa", "water the plants of Rafa", "2026-11-23T16:00:00+01:00"),
                      ("remember me kl 15 to fetch Ilse at the kindergarten", "fetch Ilse at the kindergarten", "2026-11-23T15:00:00+01:00"),
                      ("remind me on Sunday at 17 to call Ugo, moi moi", "call Ugo", "2026-11-29T17:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("meeting with Bea on Thursday at 2 siang, add to calendar dong", "meeting with Bea", "2026-11-26T14:00:00+01:00"),
                      ("Saturday malam jam 8 dinner by Noor, put it in the calendar ka", "dinner by Noor", "2026-11-28T20:00:00+01:00"),
                      ("meeting with Rafa and Ilse on 2 December jam 10 pagi", "meeting with Rafa and Ilse", "2026-12-02T10:00:00+01:00")], intent: "create_event")
        // "nanti" and "kapan-kapan" say no time: asked.
        #expect(drafter.draft("remind me kapan-kapan to call Ugo", intent: "add_reminder", resolver: resolver).slots["datetime_point"] == nil)
        #expect(drafter.draft("tolong catat: Ugo's plate number is B 1234 KJ", intent: "create_note", resolver: resolver).slots["title"] == "Ugo's plate number is B 1234 KJ")
        for (text, to, body) in [("send email to Bea, bilang the invoice is already paid", "Bea", "the invoice is already paid"),
                                 ("email Noor ya, tell her the meeting is moved to Friday", "Noor", "the meeting is moved to Friday"),
                                 ("send a mail to Rafa and say that I come on Friday", "Rafa", "I come on Friday")] {
            let slots = drafter.draft(text, intent: "send_email", resolver: resolver).slots
            #expect(slots["email_to"] == to && slots["email_body"] == body, "\(text): \(slots)")
        }
        // A reminder's "…and tell him about…" is its task, not a message.
        #expect(drafter.draft("remind me at 5 to call Ugo and tell him about the party", intent: "add_reminder", resolver: resolver).slots["title"] == "call Ugo and tell him about the party")
        #expect(drafter.draft("Bea already send email or not yet?", intent: "read_email", resolver: resolver).slots["email_from"] == "Bea")
        for text in ["aduh, my calendar this week penuh banget", "jaha, my calendar is totally full this week", "I was only looking in the calendar, ok då",
                     "ja, I only look in the calendar, kok"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
    }

    @Test func southAfricanWelshAndSriLankanEnglish() {
        // Words said first and after the request for the calendar ("eish,", "lekker,", "…hey",
        // "…mun", "…add it no", "…put it in tidy"); a time said first, then the event, then the
        // request ("Sunday at 1, dinner at Mam's…": "dinner" is the event's, not a time).
        expectDrafts([("braai at Ugo's place on Saturday at 1, put it in my calendar, sharp sharp", "braai at Ugo's place", "2026-11-28T13:00:00+01:00"),
                      ("lekker, dinner with Bea on Friday at 7 pm, add it", "dinner with Bea", "2026-11-27T19:00:00+01:00"),
                      ("Sunday at 12, lunch at Noor's, pop it in the calendar hey", "lunch at Noor's", "2026-11-29T12:00:00+01:00"),
                      ("rugby with Rafa on Saturday at half two, put it in the diary mun", "rugby with Rafa", "2026-11-28T14:30:00+01:00"),
                      ("Saturday 7 pm, dinner at Ilse's place, put it in the calendar no", "dinner at Ilse's place", "2026-11-28T19:00:00+01:00"),
                      ("Saturday at 7 in the evening, meeting with Ugo", "meeting with Ugo", "2026-11-28T19:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me in one hour to take the rice off, thambi", "take the rice off", "2026-11-23T11:00:00+01:00")], intent: "add_reminder")
        // "just now", "now now", "now in a minute" and "after lunch time" say no time: asked.
        for text in ["remind me just now to fetch the washing", "remind me now now to switch off the geyser",
                     "remind me now in a minute to take the cawl off the hob", "remind me after lunch time to put a call to Bea"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).slots["datetime_point"] == nil, "\(text)")
        }
        #expect(drafter.draft("note for me, cariad: the key is under the mat by there", intent: "create_note", resolver: resolver).slots["title"] == "the key is under the mat by there")
        for (text, to, body) in [("send an email to Ugo telling I will come late", "Ugo", "I will come late"),
                                 ("mail Bea and tell I sent the documents yesterday itself", "Bea", "I sent the documents yesterday itself"),
                                 ("email Camacho, pues, tell him the fiesta starts at 8", "Camacho", "the fiesta starts at 8"),
                                 ("email Noor and tell him I'm tryna pull up at 6", "Noor", "I'm tryna pull up at 6")] {
            let slots = drafter.draft(text, intent: "send_email", resolver: resolver).slots
            #expect(slots["email_to"] == to && slots["email_body"] == body, "\(text): \(slots)")
        }
        for text in ["eish, my calendar is lekker full this week", "I was only having a look at the calendar, cariad", "duw, my diary is chocka this week"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
    }

    @Test func spanishHaitianRomanianAndHungarianSpeakersEnglish() {
        // Day words: Haitian "demen", "demen maten", "apre demen", "aswè"; Romanian "mâine",
        // "mâine dimineață", "poimâine"; Hungarian "holnap"; "at the hour 3", "at the 8"; words
        // said first and last ("vale,", "sak pase,", "hai,", "…, tanpri", "…, mersi").
        expectDrafts([("tanpri, remind me demen at 8 to call Ugo", "call Ugo", "2026-11-24T08:00:00+01:00"),
                      ("remind me demen maten at 7 to water the plants of Bea", "water the plants of Bea", "2026-11-24T07:00:00+01:00"),
                      ("remind me aswè at 9 to call my manman", "call my manman", "2026-11-23T21:00:00+01:00"),
                      ("hai, put me a reminder mâine at 9 to call Noor", "call Noor", "2026-11-24T09:00:00+01:00"),
                      ("remind me poimâine at 10 to pay the rent", "pay the rent", "2026-11-25T10:00:00+01:00"),
                      ("remind me mâine dimineață at 7 to feed the dog", "feed the dog", "2026-11-24T07:00:00+01:00"),
                      ("remind me tomorrow at the 8 to take the pills", "take the pills", "2026-11-24T08:00:00+01:00"),
                      ("remind me in 20 minutes to take the rice off the fire, tanpri", "take the rice off the fire", "2026-11-23T10:20:00+01:00"),
                      ("tonight at 10 remind me to lock the gate, mersi", "lock the gate", "2026-11-23T22:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("make a meeting with Rafa on Thursday at the hour 3 in the afternoon", "a meeting with Rafa", "2026-11-26T15:00:00+01:00"),
                      ("holnap at 11, coffee with Ilse, add it", "coffee with Ilse", "2026-11-24T11:00:00+01:00"),
                      ("the Friday at 9 of the night, dinner with Ugo, add it", "dinner with Ugo", "2026-11-27T21:00:00+01:00"),
                      ("sak pase, put a meeting with Bea on Wednesday at 3 pm", "a meeting with Bea", "2026-11-25T15:00:00+01:00")], intent: "create_event")
        // "pita" (later) and "sometime in the next days" say no time: asked.
        for text in ["remind me pita to call Ugo", "remind me sometime in the next days to call Bea"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).slots["datetime_point"] == nil, "\(text)")
        }
        // Elsewhere "pita" is bread or a name.
        expectDrafts([("remind me in 1 hour 30 minutes to call Pita about the van", "call Pita about the van", "2026-11-23T11:30:00+01:00"),
                      ("remind me to buy pita bread at 5", "buy pita bread", "2026-11-23T17:00:00+01:00")], intent: "add_reminder")
        for text in ["madre mía, my calendar is full this week", "sak pase, my calendar is full anpil this week", "hai, my calendar is so full this week",
                     "Ugo already send me the email, mèsi"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
    }

    @Test func theSpeakersOwnWordsAroundARequestAreToldApartByTheWordList() throws {
        // One or two words not on the list, and a comma, before a request are the speaker's own:
        // left out, whatever the language ("pá", "haanji", "manze").
        var drafter = SlotDrafter()
        drafter.everydayWords = try #require(EverydayWords.installed)
        #expect(drafter.withoutOwnWordsFirst("olha, on Thursday at 1 pm lunch with Cruges, put it in the agenda") == "on Thursday at 1 pm lunch with Cruges, put it in the agenda")
        #expect(drafter.withoutOwnWordsFirst("manze, has Kihika sent me an email?") == "has Kihika sent me an email?")
        #expect(drafter.draft("haanji, put a meeting with Heer on Tuesday at 4 pm", intent: "create_event", resolver: resolver).slots["title"] == "a meeting with Heer")
        // Not before a remark, not everyday words ("pá" is "pa"), not a name, not without the list.
        for text in ["pá, I already remembered to call Amaro", "well, put a meeting with Heer on Tuesday", "Dâmaso, mark a dinner on Friday"] {
            #expect(drafter.withoutOwnWordsFirst(text) == text, "\(text)")
        }
        drafter.everydayWords = nil
        #expect(drafter.withoutOwnWordsFirst("haanji, put a meeting with Heer on Tuesday at 4 pm") == "haanji, put a meeting with Heer on Tuesday at 4 pm")
        // Said last after a comma, in a reminder's or an event's title: left out, and asked about.
        drafter.everydayWords = EverydayWords.installed
        let tagged = drafter.draft("remind me in 2 hours to call Ouimet back, c'est correct?", intent: "add_reminder", resolver: resolver)
        #expect(tagged.slots["title"] == "call Ouimet back")
        #expect(tagged.mustConfirm == "\"c'est correct\" was left out of the title: was it part of it?")
        #expect(drafter.draft("mark a meeting with Vilaça on Wednesday at 10, fixe?", intent: "create_event", resolver: resolver).slots["title"] == "a meeting with Vilaça")
        // Everyday words after the comma stay; a note keeps every word.
        #expect(drafter.draft("remind me at 5 to buy eggs, bread", intent: "add_reminder", resolver: resolver).slots["title"] == "buy eggs, bread")
        #expect(drafter.draft("note: Punnun's flight lands at 11, pakka", intent: "create_note", resolver: resolver).slots["title"] == "Punnun's flight lands at 11, pakka")
    }

    @Test func punjabiSpeakersAndAPoliteOldBritishSpeakersEnglish() {
        // "parson" (Punjabi: the day after tomorrow) before a time; elsewhere a clergyman.
        expectDrafts([("oye, remind me parson at 10 to renew the licence", "renew the licence", "2026-11-25T10:00:00+01:00"),
                      ("remind me to call the parson at 10", "call the parson", "2026-11-23T22:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("do one thing, book lunch with Kaido on Friday at 1", "lunch with Kaido", "2026-11-27T13:00:00+01:00"),
                      ("put one meeting with Parijat didi on Wednesday at 3 pm", "a meeting with Parijat didi", "2026-11-25T15:00:00+01:00"),
                      ("I should like to put down luncheon with Mrs Jamieson on Thursday at one o'clock", "luncheon with Mrs Jamieson", "2026-11-26T13:00:00+01:00")],
                     intent: "create_event")
        expectDrafts([("I should be ever so grateful for a reminder tomorrow morning to ring the chemist", "ring the chemist", "2026-11-24T09:00:00+01:00")],
                     intent: "add_reminder")
        // "show me the emails of…" reads mail.
        for text in ["show me the emails of Alencar", "show me mails from Kurcewicz"] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
        }
        #expect(!SlotDrafter.asksForMail("show me the way to the station"))
    }

    @Test func remarksAfterAWordOfTheSpeakersOwnAndAWordBeforeTheClock() {
        // A remark after a word or two of the speaker's own and a comma is still a remark.
        for text in ["allez, the mail from Lamme was not so important", "ben là, my calendar is full this week, tabarnak", "my calendar is a disaster this week, hombre",
                     "my calendar is wall-to-wall this week", "my diary is back-to-back tomorrow",
                     "Zammit put the meeting in his own calendar, iva", "Derartu put the meeting in her calendar herself"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        #expect(SlotDrafter.refusal("Zammit, put the meeting in my calendar on Friday at 3") == nil)
        // "bihar" (Basque: tomorrow; English knows it as a name) before the clock: which day?
        let doubt = drafter.draft("remind me bihar at 8 to take the car to the ITV", intent: "add_reminder", resolver: resolver)
        #expect(doubt.mustConfirm == "\"bihar\" before the time may be its day: which day?")
        for text in ["remind me kal at 8 to call Ranjha", "remind me tomorrow at 8 to call Ranjha", "remind me again at 8 to call Ranjha", "remind me friday at 8 to call Ranjha"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm == nil, "\(text)")
        }
    }

    @Test func newfoundlandAndMandarinSpeakersEnglish() {
        // "I'm after emailing Penney": done just now, not asked for.
        for text in ["I'm after emailing Penney, b'y", "I'm after putting the scoff in the calendar meself", "standby, I'm still reading the email from Dunbar"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        // "…one email say…", "…, say…": the message's words start after "say"; "and say" and a
        // message's own "say" after its first marker keep them as they were.
        for (text, to, body) in [("email Arman saying shall we say the third friday of january", "Arman", "shall we say the third friday of january"),
                                 ("mail Ikemefuna and tell him say the car is ready for pickup", "Ikemefuna", "the car is ready for pickup"),("send Tanchun one email say I arrive Saturday morning", "Tanchun", "I arrive Saturday morning"),
                                 ("help me send email to Baochai, say the contract is signed", "Baochai", "the contract is signed"),
                                 ("email Tulu and say congratulations, the baby is born", "Tulu", "congratulations, the baby is born")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_to"] == to && draft.slots["email_body"] == body, "\(text): \(draft.slots)")
        }
        // "remember remind me…": Hearth told to remember its job.
        expectDrafts([("remember remind me Thursday 2 pm pick up Baochai at airport", "pick up Baochai at airport", "2026-11-26T14:00:00+01:00")], intent: "add_reminder")
    }

    @Test func hongKongAndBajanSpeakersEnglish() {
        // Two words before the clock, neither of time ("ting yat": Cantonese for tomorrow): which day?
        let doubt = drafter.draft("remind me ting yat at 10 to renew my octopus card", intent: "add_reminder", resolver: resolver)
        #expect(doubt.mustConfirm == "\"ting yat\" before the time may be its day: which day?")
        for text in ["remind me on friday at 9 to call Sam", "remind me next tuesday at 8 to call Sam", "remind me tomorrow morning at 7 to call Sam",
                     "remind me after dinner at 10 to call Sam", "remind me every day at 7 to call Sam"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm == nil, "\(text)")
        }
        // Bajan "de" and "dis" where a time follows; "note dat…"; "tell he…" in mail.
        expectDrafts([("put de doctor on de 4th at 11 am", "de doctor", "2026-12-04T11:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me Wednesday at 10 in de morning to pay de light bill", "pay de light bill", "2026-11-25T10:00:00+01:00"),
                      ("remind me dis evening at 6 to tek de bread out", "tek de bread out", "2026-11-23T18:00:00+01:00"),
                      // "this evening at 4" is 4 pm, not the small hours after tonight.
                      ("remind me this evening at 4 to take the bread out", "take the bread out", "2026-11-23T16:00:00+01:00"),
                      ("remind me this evening at 4:30 to take the bread out", "take the bread out", "2026-11-23T16:30:00+01:00"),
                      ("remind me this evening at 9 to take the bread out", "take the bread out", "2026-11-23T21:00:00+01:00"),
                      // Cantonese "wor" said last asks for nothing.
                      ("remind me in 2 hours to top up the octopus card wor", "top up the octopus card", "2026-11-23T12:00:00+01:00")], intent: "add_reminder")
        // How something went, someone else's own calendar, a class reminded: talk, or not Hearth's to do.
        for text in ["parents' evening on Thursday went really well", "the nativity on the 10th was wee buns, so it was",
                     "our Michelle put the dinner in her own calendar", "remind Year 9 that their homework is due on Friday",
                     "reminder, done already", "email from Pelops, already read"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        for text in ["that was wrong, it's the 8th, not the 18th: add the choir concert on the 8th at 7 pm", "email Niobe saying the report is done already",
                     "remind me to check the report is done already",
                     "the boiler man was late again this morning, anyway, remind me at 4 pm to ring the agency"] {
            #expect(SlotDrafter.refusal(text) == nil, "\(text)")
        }
        // Japanese speakers' "p.m. 3 o'clock" and "make schedule,"; Spanish "en la tarde".
        expectDrafts([("please make schedule, meeting with Yamaarashi on Tuesday p.m. 3 o'clock", "meeting with Yamaarashi", "2026-11-24T15:00:00+01:00"),
                      ("put dentist on Thursday a.m. 11 o'clock", "dentist", "2026-11-26T11:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me Thursday en la tarde to pick up the dress", "pick up the dress", "2026-11-26T15:00:00+01:00"),
                      // Gullah "fuh" for "to"; Indian English "only" after the time.
                      ("remind me on Wednesday at 10 fuh carry Bess to the clinic", "carry Bess to the clinic", "2026-11-25T10:00:00+01:00"),
                      ("remind mi at 10 o'clock fi call Tariq", "call Tariq", "2026-11-23T22:00:00+01:00"),
                      ("remind me tomorrow at 10 for buy bread", "buy bread", "2026-11-24T10:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("put a meeting with Kannagi on Wednesday at 3 pm only", "a meeting with Kannagi", "2026-11-25T15:00:00+01:00"),
                      // Telegraphic: the meal named after the clock is the event's.
                      ("event, Thursday 7 pm, dinner Philemon", "dinner Philemon", "2026-11-26T19:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("note dat Greenidge does fix fridges cheap", intent: "create_note", resolver: resolver).slots["title"] == "Greenidge does fix fridges cheap")
        let mail = drafter.draft("email Garner and tell he de car ready", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Garner" && mail.slots["email_body"] == "de car ready", "\(mail.slots)")
    }

    @Test func aParentInterruptedAndSomeoneHalfAsleep() {
        // A word to a child by name between commas is no part of the request.
        expectDrafts([("remind me in 20 minutes, hang on Amy, to take the cookies out", "take the cookies out", "2026-11-23T10:20:00+01:00"),
                      ("remind me tonight at 7, not now Beth, to sign the permission slip", "sign the permission slip", "2026-11-23T19:00:00+01:00"),
                      // "mm", "aah", "uh huh", "whatever": hesitations and chatter; "10 mm" is a size.
                      ("remind me to buy milk mm at 5 pm", "buy milk", "2026-11-23T17:00:00+01:00"),
                      ("remind me thursday at 8 am to call the garage uh huh", "call the garage", "2026-11-26T08:00:00+01:00"),
                      ("remind me at 10 pm to set the alarm aah", "set the alarm", "2026-11-23T22:00:00+01:00"),
                      ("remind me tomorrow morning to uh water the plants whatever", "water the plants", "2026-11-24T09:00:00+01:00"),
                      ("remind me at 5 pm to buy 10 mm screws", "buy 10 mm screws", "2026-11-23T17:00:00+01:00"),
                      // Shetland "ta" for "to".
                      ("remind me on Saturday at 10 am ta mend da fence", "mend da fence", "2026-11-28T10:00:00+01:00")], intent: "add_reminder")
        // A day said after "wait" is no one in the room.
        #expect(SlotDrafter.withoutAsides("remind me on Thursday, wait, Friday, at 10 to call Sam").contains("Friday"))
        #expect(drafter.draft("remind me in 20 minutes, hang on Amy, to take the cookies out", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        // "hang on Friday," still puts the day right.
        expectDrafts([("remind me on Thursday, hang on Friday, at 10 to call Sam", "call Sam", "2026-11-27T10:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("note that, Meg, please, Beth's piano lesson moved to Thursdays", intent: "create_note", resolver: resolver).slots["title"] == "Beth's piano lesson moved to Thursdays")
        // A deadline is no time to remind; a radio's "over" is no part of the title.
        #expect(drafter.draft("remind me to file the motion within five business days", intent: "add_reminder", resolver: resolver).mustConfirm == "\"within five business days\" is a deadline: when should it remind you?")
        expectDrafts([("remind me in two hours to call the tower, over and out", "call the tower", "2026-11-23T12:00:00+01:00")], intent: "add_reminder")
        let advised = drafter.draft("email Kenge advising that my client accepts the offer", intent: "send_email", resolver: resolver)
        #expect(advised.slots["email_body"] == "my client accepts the offer", "\(advised.slots)")
        // As a translation app writes it.
        expectDrafts([("remind me on Tuesday at 8 o'clock of morning to go to the passport service", "go to the passport service", "2026-11-24T08:00:00+01:00"),
                      ("please remind me on Thursday at the time of 17 hours to take the child from school", "take the child from school", "2026-11-26T17:00:00+01:00")], intent: "add_reminder")
        // A ship's bells are no clock.
        #expect(drafter.draft("remind me at eight bells to check the moorings", intent: "add_reminder", resolver: resolver).mustConfirm == "\"eight bells\" is a ship's time: at what time of day?")
        let mail = drafter.draft("email hals saying *yawn* sorry I overslept", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_body"] == "sorry I overslept", "\(mail.slots)")
    }

    @Test func whoSomeoneIsBeforeTheirNameAndCaribbeanAndScotsFrames() {
        // Who someone is, then their name: the name is the sender or the recipient.
        for (text, from) in [("read me the emails from the feed merchant Carter", "Carter"), ("has the gaffer Busby emailed me?", "Busby"),
                             ("any emails from the school about Ruth", "the school"), ("any emails from the bank Tuesday", "the bank"),
                             ("read me the emails from occupational health", "occupational health"), ("has ba Mwansa sent me an email?", "ba Mwansa"),
                             ("Chanderpaul sen me any email?", "Chanderpaul"), ("read me wha Sands send me", "Sands")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        for (text, to, body) in [("email the land agent Aldridge saying the gate is fixed", "Aldridge", "the gate is fixed"),
                                 ("send Kanhai an email seh de pepperpot ready", "Kanhai", "de pepperpot ready"),
                                 ("sen Sarwan a email seh we playing cricket Sunday", "Sarwan", "we playing cricket Sunday"),
                                 ("email Fredericks tell he de minibus reach at 7", "Fredericks", "de minibus reach at 7"),
                                 ("email Moxey an tell him da mail boat comin in at 6", "Moxey", "da mail boat comin in at 6"),
                                 ("send Isa an email tellin her the bingo's aff the night", "Isa", "the bingo's aff the night")] {
            let mail = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(mail.slots["email_to"] == to && mail.slots["email_body"] == body, "\(text): \(mail.slots)")
        }
        // Typed in title case, "The Landlord Saying…" is still to the landlord.
        #expect(drafter.draft("Email The Landlord Saying The Boiler Is Broken", intent: "send_email", resolver: resolver).slots["email_to"] == "The Landlord")
        // "fuh", "fa", "tae" for "to" after the time; Scots "hauf an hour", "the day efter the morra"; Bemba "mukwai" said last.
        expectDrafts([("remind me in 45 minutes fuh tek de bread out", "tek de bread out", "2026-11-23T10:45:00+01:00"),
                      ("remind me tonight at 9 fa lock up da shop", "lock up da shop", "2026-11-23T21:00:00+01:00"),
                      ("remind me the morra at 7 am tae put the bins oot", "put the bins oot", "2026-11-24T07:00:00+01:00"),
                      ("remind me in hauf an hour tae take the wean tae the dentist", "take the wean tae the dentist", "2026-11-23T10:30:00+01:00"),
                      ("remind me the day efter the morra at 10 tae book the taxi", "book the taxi", "2026-11-25T10:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("put a meeting with Chanda on Wednesday at 10 am mukwai", "a meeting with Chanda", "2026-11-25T10:00:00+01:00")], intent: "create_event")
        // A note's own "say" stays as said.
        #expect(drafter.draft("write down Bethel say da regatta movin to March", intent: "create_note", resolver: resolver).slots["title"] == "Bethel say da regatta movin to March")
        // Liberian "…, for true" said last, "Lord willing," as an aside; Malawian "chonde…" and "mayi" before a name.
        expectDrafts([("remind me tonight at 10 to lock the gate, for true", "lock the gate", "2026-11-23T22:00:00+01:00"),
                      ("remind me on Saturday at 2 pm, Lord willing, to visit Leontes in the hospital", "visit Leontes in the hospital", "2026-11-28T14:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("chonde put a meeting with Mutharika on Wednesday at 10 am", "a meeting with Mutharika", "2026-11-25T10:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("has mayi Phiri sent me an email?", intent: "read_email", resolver: resolver).slots["email_from"] == "mayi Phiri")
        #expect(drafter.draft("Tubman send me email ehn?", intent: "read_email", resolver: resolver).slots["email_from"] == "Tubman")
        // Doric: "his X emailed me?" asks ("has"), "fit emails hiv I got fae X?", "ony emails fae X", "pit a meetin…".
        for (text, from) in [("his Hewitt emailed me?", "Hewitt"), ("fit emails hiv I got fae Strachan?", "Strachan"), ("ony emails fae Rougvie the day?", "Rougvie")] {
            #expect(SlotDrafter.refusal(text) == nil, "\(text)")
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        #expect(SlotDrafter.refusal("his mum emailed me the photos") != nil)
        #expect(SlotDrafter.refusal("has Ouiser emailed me about moving her appointment?") == nil)
        #expect(SlotDrafter.refusal("have I got any appointments on Friday?") != nil)
        #expect(drafter.draft("email Usher an tell ih di water taxi to San Pedro leave at 8", intent: "send_email", resolver: resolver).slots["email_body"] == "di water taxi to San Pedro leave at 8")
        for (text, from) in [("read me the emails blong Natapei", "Natapei"), ("read me whit Muir sent me", "Muir"), ("ha' Benson sent me suffin by email?", "Benson")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        // "telling him that's…": "that's" is the message's first word.
        #expect(drafter.draft("send Clifton an email telling him that's a load of old squit", intent: "send_email", resolver: resolver).slots["email_body"] == "that's a load of old squit")
        expectDrafts([("pit a meetin wi McLeish on Wednesday at 11 am", "a meetin wi McLeish", "2026-11-25T11:00:00+01:00"),
                      // A day put right after "hang on" or "wait": the later day.
                      ("put the dentist on Thursday, hang on, Friday at 10 am", "the dentist", "2026-11-27T10:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me on Thursday, hang on, Friday at 10 to call the bank", "call the bank", "2026-11-27T10:00:00+01:00"),
                      ("remind me on Thursday, wait, on Friday at 10 to call the bank", "call the bank", "2026-11-27T10:00:00+01:00"),
                      ("remind me on Thursday, hang on a sec, Friday at 10 to call the bank", "call the bank", "2026-11-27T10:00:00+01:00")], intent: "add_reminder")
        // A short word before the task's verb that no title opens with is asked about; "go get…", "not buy…" are not.
        #expect(drafter.draft("remind me at 5 pm zu call Ana", intent: "add_reminder", resolver: resolver).mustConfirm == "\"zu\" before \"call\" may not be part of the title")
        for text in ["remind me tomorrow at 9 go get Akna at the camp", "remind me at 5 pm to not buy more milk", "remind me at 5 pm the book club reading"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm == nil, "\(text)")
        }
        for text in ["honestly that meeting could have been an email", "Boabby put the night oot in his ain calendar"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
    }

    @Test func clocksInWordsConditionsHonorificsAndDialectFramesOfTheFiftySecondSession() {
        // A clock said in words is the time, whatever follows the task ("…before the show").
        expectDrafts([("remind me at half past five to eat before the show", "eat before the show", "2026-11-23T17:30:00+01:00"),
                      ("remind me at seven to eat before the show", "eat before the show", "2026-11-23T19:00:00+01:00"),
                      ("remind me on Thursday at 5 tae pick up ma messages fae the Co-op", "pick up ma messages fae the Co-op", "2026-11-26T17:00:00+01:00")], intent: "add_reminder")
        // A word before the clock that may be the day in another language is asked about; "in
        // about 20 minutes" has no such word.
        let day = drafter.draft("remind me mangwana at 10 to buy mealie meal", intent: "add_reminder", resolver: resolver)
        #expect(day.mustConfirm == "\"mangwana\" before the time may be its day: which day?", "\(day)")
        let count = drafter.draft("remind me in about 20 minutes to move Crellin's car", intent: "add_reminder", resolver: resolver)
        #expect(count.mustConfirm == nil && count.slots["datetime_point"] == "2026-11-23T10:20:00+01:00", "\(count)")
        // Shona "ndapota…" asks nothing; Dundonian "…again tae go see…" is "to".
        let mail = drafter.draft("ndapota email Baba Moyo and tell him the kombi will come at 6", intent: "send_email", resolver: resolver)
        #expect(mail.slots["email_to"] == "Baba Moyo" && mail.slots["email_body"] == "the kombi will come at 6", "\(mail.slots)")
        #expect(drafter.draft("remind me when the Tay brig's open again tae go see Milne in Fife", intent: "add_reminder", resolver: resolver).slots["title"] == "go see Milne in Fife")
        #expect(drafter.draft("ony messages fae Hegarty?", intent: "read_email", resolver: resolver).slots["email_from"] == "Hegarty")
        // A condition with "the baby's" or "it's", or the end of something whose end was not said:
        // asked about, and the task is the title.
        for (text, title) in [("remind me when the baby's asleep to ring the doctor", "ring the doctor"),
                              ("remind me when it's warm enough to do the first inspection", "do the first inspection"),
                              ("remind me at the end of the sale to pay the porters", "pay the porters")] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_point"] == nil && draft.mustConfirm != nil, "\(text): \(draft)")
        }
        // "before we open" in a task with its clock said is the task's own; words before a colon
        // that ask for nothing go.
        expectDrafts([("remind me tomorrow at 9 am to clear the returns trolley before we open", "clear the returns trolley before we open", "2026-11-24T09:00:00+01:00"),
                      ("going once, going twice: remind me in 20 minutes to ring Hanson back", "ring Hanson back", "2026-11-23T10:20:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("remind me tomorrow at 9 am to clear the returns trolley before we open", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        // "tate", "meme", "adaa" before a name are part of it; Black Country "ay X sent me…?" asks after mail.
        let tate = drafter.draft("email tate Nujoma and tell him the meeting is at 10", intent: "send_email", resolver: resolver)
        #expect(tate.slots["email_to"] == "tate Nujoma" && tate.slots["email_body"] == "the meeting is at 10", "\(tate.slots)")
        for (text, from) in [("has meme Amathila sent me the minutes?", "meme Amathila"), ("ay Mutch sent me that email yet?", "Mutch"),
                             ("read me what the wholesaler emailed me", "the wholesaler"), ("wetin Aboubakar send me for email?", "Aboubakar"),
                             ("Onana don send me email?", "Onana"), ("any emails from the Ministry of Education?", "the Ministry of Education"),
                             ("any emails from the bank of mum", "the bank")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        // "…an tell him…" and "…tell am say…" open the message, whose own words keep theirs.
        for (text, to, body) in [("email Hegarty an tell him ah'll be at the Overgate efter work", "Hegarty", "ah'll be at the Overgate efter work"),
                                 ("email Pa Milla and tell am say the benskin go come at 6", "Pa Milla", "the benskin go come at 6")] {
            let mail = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(mail.slots["email_to"] == to && mail.slots["email_body"] == body, "\(text): \(mail.slots)")
        }
        // "for 9" after a word that may be the day is its clock, and the word is asked about.
        let tumoro = drafter.draft("remind me tumoro for 9 to buy ndolé for the party", intent: "add_reminder", resolver: resolver)
        #expect(tumoro.slots["title"] == "buy ndolé for the party" && tumoro.mustConfirm == "\"tumoro\" before the time may be its day: which day?", "\(tumoro)")
        // What someone has already sent, said unasked, is talk; asked, it is a question about mail.
        for text in ["McHale already emailed the pictures from the Cape", "Kirkwood's awready sent the email tae the club"] {
            #expect(SlotDrafter.refusal(text) != nil, "\(text)")
        }
        for text in ["Onana don send me email?", "McHale already emailed the pictures, read them to me"] {
            #expect(SlotDrafter.refusal(text) == nil, "\(text)")
        }
        #expect(SlotDrafter.asksForMail("Onana don send me email?"))
    }

    @Test func questionsAsMessagesConditionsAndWordsSaidLastOfTheFiftyThirdSession() {
        // "asking can he…", "asking is he…": the question is the message.
        for (text, to, body) in [("send Caputo an email asking can he cover my Sunday shift", "Caputo", "can he cover my Sunday shift"),
                                 ("would you ever send an email to Manannán asking is he coming Saturday", "Manannán", "is he coming Saturday"),
                                 ("email Thabane hle, say the taxi rank in Maseru is closed tomorrow", "Thabane", "the taxi rank in Maseru is closed tomorrow"),
                                 ("email Wardak jan to say the mantu is ready", "Wardak jan", "the mantu is ready")] {
            let mail = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(mail.slots["email_to"] == to && mail.slots["email_body"] == body, "\(text): \(mail.slots)")
        }
        // Words before a colon that ask for nothing go, however many commas; "…, one love" said
        // last asks nothing; Sesotho "'M'e" before a name is part of it.
        expectDrafts([("mirror, signal, manoeuvre: remind me in 45 minutes to move the car", "move the car", "2026-11-23T10:45:00+01:00"),
                      ("remind me tonight at 11 to charge the controller, one love", "charge the controller", "2026-11-23T23:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("a visit to Ntate Letsie on Wednesday at 2 pm, kea leboha", intent: "create_event", resolver: resolver).slots["title"] == "a visit to Ntate Letsie")
        #expect(drafter.draft("any emails from 'M'e Mosisili?", intent: "read_email", resolver: resolver).slots["email_from"] == "'M'e Mosisili")
        // "when the tide is low", "when the rains come": conditions, asked about, the task the title.
        for (text, title) in [("remind me when the tide is low to check the boat", "check the boat"),
                              ("remind me when the rains come to plant the sorghum", "plant the sorghum")] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_point"] == nil && draft.mustConfirm != nil, "\(text): \(draft)")
        }
        // Who is asked about first wrote ("…the photos from the wedding" is the photos'); a few
        // plain words can be who ("has front of house emailed…?"); "anyone" is nobody named.
        for (text, from) in [("did Bojang send me the photos from the wedding?", "Bojang"), ("has front of house emailed the ticket numbers?", "front of house"),
                             ("has head office sent the new rota?", "head office"), ("did I get anything from the school?", "the school")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        #expect(drafter.draft("has anyone emailed me about the car?", intent: "read_email", resolver: resolver).slots["email_from"] == nil)
        // "an appointment at the dentist" is the event's name, not the kind said before it.
        expectDrafts([("an appointment at the dentist on Friday at 11 am", "an appointment at the dentist", "2026-11-27T11:00:00+01:00"),
                      ("an appointment at the hospital in Banjul on the 8th at 11 am", "an appointment at the hospital in Banjul", "2026-12-08T11:00:00+01:00")], intent: "create_event")
        // A thing said bare with "a" or "an" is an event; with a word asking for a reminder it is not.
        #expect(SlotDrafter.eventSaidBare("a standards check on the 15th at 2 pm"))
        #expect(!SlotDrafter.eventSaidBare("a nudge is needed tonight at 10 to lock the shed"))
        #expect(!SlotDrafter.eventSaidBare("the bins tomorrow at 7"))
        // Someone else's notes are talk; a note asked for, or named as the kind, is not.
        for text in ["my aunt writes notes for the choir every week", "the tenant left a note under the door for the landlord",
                     "my apprentice writes down every recipe in a little notebook"] {
            #expect(SlotDrafter.talksAboutIt(text), "\(text)")
        }
        // Mail someone sent to others, told unasked, is talk too.
        #expect(SlotDrafter.talksAboutIt("Collina emailed the clubs about the new offside guidance"))
        #expect(!SlotDrafter.talksAboutIt("Collina emailed the clubs about the new offside guidance?"))
        #expect(SlotDrafter.talksAboutIt("Sheraton emailed me a picture of his new workshop"))
        #expect(!SlotDrafter.talksAboutIt("Sheraton emailed me a picture of his new workshop?"))
        #expect(!SlotDrafter.talksAboutIt("Sheraton emailed me the plans, read them to me"))
        #expect(drafter.draft("Sheraton emailed me a picture of his new workshop?", intent: "read_email", resolver: resolver).slots["email_from"] == "Sheraton")
        #expect(drafter.draft("what wrote me Zhanar?", intent: "read_email", resolver: resolver).slots["email_from"] == "Zhanar")
        // "the male otter" is the word said; "read the male from Intan" is mail heard as "male".
        #expect(drafter.draft("note that the male otter is off his food", intent: "create_note", resolver: resolver).slots["title"] == "the male otter is off his food")
        #expect(SlotDrafter.transcribed("read the male from Intan") == "read the mail from Intan")
        // "…, namaste" said last asks nothing; "a walking weekend" with its own day and clock is a name.
        expectDrafts([("remind me at 12 to book the retreat minibus, namaste", "book the retreat minibus", "2026-11-23T12:00:00+01:00"),
                      ("remind me on Thursday at 6 pm to ring my granny, dead on", "ring my granny", "2026-11-26T18:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("a walking weekend in the Lakes on Saturday at 8 am", "a walking weekend in the Lakes", "2026-11-28T08:00:00+01:00")], intent: "create_event")
        for text in ["Lancelot takes no sugar, that's a note for yours truly", "Jot down that Ann left a note on the fridge",
                     "leave a note for Sam that the keys are under the mat"] {
            #expect(!SlotDrafter.talksAboutIt(text), "\(text)")
        }
    }

    @Test func namesOpenedWithNewMailWhoseSaidFirstAndWhatSomeoneSaidOfTheFiftyFourthSession() {
        // "new" opens the note's words unless a note is named after it.
        #expect(drafter.draft("jot down new customer on Mill Lane, front only", intent: "create_note", resolver: resolver).slots["title"] == "new customer on Mill Lane, front only")
        #expect(drafter.draft("take a quick note: gate code 4417", intent: "create_note", resolver: resolver).slots["title"] == "gate code 4417")
        // "show me Holroyd's email", "open the bank's last email": reading mail, the sender said first.
        for text in ["show me Holroyd's email", "open the bank's last email", "pull up Ackroyd's latest emails"] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
        }
        #expect(!SlotDrafter.asksForMail("show me Holroyd's garden"))
        // What someone said, passed on, is talk; a request passed on, or one said after it, is not.
        for text in ["Crabtree said the kids were lovely this afternoon", "the plumber said the valve is under the stairs",
                     "Agim said the band practice is on thursday at 7"] {
            #expect(SlotDrafter.talksAboutIt(text), "\(text)")
        }
        for text in ["Xiana says to email Fiz that the match is at 3", "my manager says I should note that the audit moved to the 14th",
                     "Khanh says the planning meeting is sometime next week, put it in", "I said Thursday, not Tuesday",
                     "Vicente said he'd write today. has he emailed", "my wife says remind me to buy milk at 5"] {
            #expect(!SlotDrafter.talksAboutIt(text), "\(text)")
        }
        // "after the last drop": the whole of when, asked about; the task is the title.
        let draft = drafter.draft("remind me after the last delivery to fill up the van", intent: "add_reminder", resolver: resolver)
        #expect(draft.slots["title"] == "fill up the van" && draft.slots["datetime_point"] == nil && draft.mustConfirm != nil, "\(draft)")
        // "with the Frommer party" is a group, and a walking tour is by day: a bare 10 is the morning.
        expectDrafts([("a walking tour of the harbour with the Baedeker party on Thursday at 10", "a walking tour of the harbour with the Baedeker party", "2026-11-26T10:00:00+01:00"),
                      ("dinner with the Baedeker party on Thursday at 8", "dinner with the Baedeker party", "2026-11-26T20:00:00+01:00")], intent: "create_event")
        // A thing done with someone named, said bare, is an event; moving one, or saying what it is, is not.
        #expect(SlotDrafter.eventSaidBare("beard trim with Truefitt on Thursday at 5:30"))
        #expect(!SlotDrafter.eventSaidBare("move lunch with Drita to saturday"))
        #expect(!SlotDrafter.eventSaidBare("lunch with Paskedda is on friday and dinner is on saturday"))
        #expect(!SlotDrafter.eventSaidBare("remind me to have lunch with Drita on saturday"))
        // A meal or a night out said first is an event too; said as what it was, or asked, it is not.
        #expect(SlotDrafter.eventSaidBare("drinks at the pub on Tuesday at 8"))
        #expect(!SlotDrafter.eventSaidBare("dinner took 2 and a half hours"))
        #expect(!SlotDrafter.eventSaidBare("Dinner's at 8 tonight. What's an hour before?"))
        // So is a thing named by what it is, said first without "the", then where, then its day
        // and clock; not one said not to add, nor a task.
        #expect(SlotDrafter.eventSaidBare("fatele practice at the maneapa on Thursday from 7 pm to 9 pm"))
        #expect(SlotDrafter.eventSaidBare("church harvest supper at St Mary's next Friday at 6 pm"))
        #expect(!SlotDrafter.eventSaidBare("don't add dinner with Einar on saturday at 8 pm, it's cancelled"))
        #expect(!SlotDrafter.eventSaidBare("collect the parcel at the post office on Friday at 3 pm"))
        // "…to tell him…", "…, let him know…": how the message is asked for, not part of it.
        for (text, body) in [("email Kawai to tell him the damper pedal squeaks", "the damper pedal squeaks"),
                             ("email Karam, let him know the car is ready at the garage", "the car is ready at the garage"),
                             ("email Karam to let her know the flat is free", "the flat is free")] {
            #expect(drafter.draft(text, intent: "send_email", resolver: resolver).slots["email_body"] == body, "\(text)")
        }
        // Arabic "baad bukra" is the day after tomorrow; work at a pub is done by day.
        expectDrafts([("remind me baad bukra at 9 to pick up the order", "pick up the order", "2026-11-25T09:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("a gas safety inspection at the pub on Tuesday at 10", "a gas safety inspection at the pub", "2026-11-24T10:00:00+01:00"),
                      ("drinks at the pub on Tuesday at 8", "drinks at the pub", "2026-11-24T20:00:00+01:00")], intent: "create_event")
        // "Ringrose's cob" is a horse; "by COB", "at cob" is close of business.
        expectDrafts([("shoeing for Stedman's cob on Thursday at 11 am", "shoeing for Stedman's cob", "2026-11-26T11:00:00+01:00")], intent: "create_event")
        expectDrafts([("remind me at COB to update the tracker", "update the tracker", "2026-11-23T17:00:00+01:00"),
                      ("remind me to submit the form by cob friday", "submit the form", "2026-11-27T17:00:00+01:00")], intent: "add_reminder")
        // Told, with no word of mail, is no request to read it; asked, or asked for, it may be.
        #expect(SlotDrafter.toldWithoutMail("Fitch's kids threw a football through the new window"))
        for text in ["did Jasur revert on the contract", "read me whatever came in overnight", "anything new that isn't spam",
                     "has Marketa replyed", "guagliò, did Marturano write me?", "Jasur's kids threw a ball?"] {
            #expect(!SlotDrafter.toldWithoutMail(text), "\(text)")
        }
        // "sat in a tree", "the sun in my eyes": the words, not Saturday or Sunday; "sat arvo" is the day.
        for text in ["the hawk sat in a tree by the river", "the sun in my eyes was blinding", "they wed in a little chapel"] {
            #expect(resolver.extract(from: text).mentions.isEmpty, "\(text)")
        }
        expectDrafts([("remind me sat in the morning to wash the car", "wash the car", "2026-11-28T09:00:00+01:00"),
                      ("remind me tomorrow at 7 am to fetch the rice, bah", "fetch the rice", "2026-11-24T07:00:00+01:00")], intent: "add_reminder")
        // A place named after "the …" is part of who wrote; a month after "in" is not.
        for (text, from) in [("read me the email from the insurer in Zurich", "the insurer in Zurich"),
                             ("read me the email from the bank in June", "the bank"),
                             ("read me the email from the farmer at Low Moor", "the farmer at Low Moor"),
                             ("read me the email from the bank at Christmas", "the bank")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        // "I got the dentist…, put it in my calendar": "I got" is said before the event, not its name;
        // a trade show is by day.
        expectDrafts([("I got the optician in Kingston Thursday at 2, can you put it in my calendar", "the optician in Kingston", "2026-11-26T14:00:00+01:00"),
                      ("the boat show in Southampton on the 15th at 9", "the boat show in Southampton", "2026-12-15T09:00:00+01:00"),
                      ("a recital with the Amati trio on Friday at 7:30", "a recital with the Amati trio", "2026-11-27T19:30:00+01:00")], intent: "create_event")
        // "did X get back about…" asks whether mail came.
        #expect(SlotDrafter.asksForMail("did Lapthorn get back about the colours?"))
        #expect(drafter.draft("did Lapthorn get back about the colours?", intent: "read_email", resolver: resolver).slots["email_from"] == "Lapthorn")
        // "did the kids get back home" says nothing of mail: asked about, not run.
        #expect(drafter.draft("did the kids get back home", intent: "read_email", resolver: resolver).mustConfirm == "nothing about mail was said")
    }

    @Test func aConditionTypedAsItSoundsOfTheFiftySeventhSession() {
        // "wen the van comes" is "when the van comes", typed as it sounds: a condition, asked about.
        let typed = drafter.draft("remind me wen the van comes to unload the logs", intent: "add_reminder", resolver: resolver)
        #expect(typed.mustConfirm == "it hangs on \"wen the van comes\", which Hearth cannot check" && typed.slots["title"] == "unload the logs",
                "\(typed.slots) \(typed.mustConfirm ?? "nil")")
        // Hawaiian Pidgin's past "wen" before a verb is no condition.
        #expect(drafter.draft("remind me tomorrow at 9 am to ask Keola why he wen leave early", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        // Told with "from" alone says nothing of mail; "anything from", "the latest from" do.
        #expect(SlotDrafter.toldWithoutMail("the man from the water board was round looking at the meter"))
        for text in ["if there's anything from the school, read it to me", "run me through the latest from the bank", "any response from Dolan"] {
            #expect(!SlotDrafter.toldWithoutMail(text), "\(text)")
        }
        // "in me calendar": "me" for "my"; the carrier goes, not half of it.
        expectDrafts([("put the canal walk in me calendar for the 6th at 10 am", "the canal walk", "2026-12-06T10:00:00+01:00")], intent: "create_event")
        // A night, a fellowship, a viewing, a test… named by what it is, said bare, is an event.
        for text in ["quiz night at the Red Lion on Thursday at 8 pm", "MOT test at the garage on Friday at 9 am",
                     "house viewing at Elm Road on Saturday at 11 am",
                     // …and so is any thing said with where or for whom before its day and clock.
                     "cricket nets at the county ground on Tuesday at 6 pm", "vet for the spaniel on the 4th at 11 am"] {
            #expect(SlotDrafter.eventSaidBare(text), "\(text)")
        }
        for text in ["move dinner at Luigi's on Friday at 8 pm", "cancel tennis with the club on Friday at 6 pm", "forecast for tomorrow at 3 am"] {
            #expect(!SlotDrafter.eventSaidBare(text), "\(text)")
        }
    }

    @Test func aMealThatNamesAThingAndAFondWordOfTheFiftyEighthSession() {
        // "at the supper club" is where, not when: the title keeps it, and the day and clock said
        // after it stand ("fish fry club with Schroeder" had lost "at the supper", set 827).
        expectDrafts([("fish fry at the supper club with Schroeder on Friday at 6 pm", "fish fry at the supper club with Schroeder", "2026-11-27T18:00:00+01:00"),
                      ("put the evening class in my calendar for Tuesday at 7 pm", "the evening class", "2026-11-24T19:00:00+01:00")],
                     intent: "create_event")
        // A meal said as a time stays one.
        expectDrafts([("remind me at supper tomorrow to take the tablets", "take the tablets", "2026-11-24T19:00:00+01:00")], intent: "add_reminder")
        // "…back my lover": a fond word to the listener, not part of the task (set 825); "for my
        // love" is whom the flowers are for.
        expectDrafts([("remind me in 20 minutes to ring Vowler back my lover", "ring Vowler back", "2026-11-23T10:20:00+01:00"),
                      ("remind me tomorrow at 9 am to order the bell rope, me duck", "order the bell rope", "2026-11-24T09:00:00+01:00"),
                      ("remind me tomorrow at 9 am to pick up flowers for my love", "pick up flowers for my love", "2026-11-24T09:00:00+01:00")],
                     intent: "add_reminder")
        // A day, then "from noon": said bare with where, an event.
        #expect(SlotDrafter.eventSaidBare("Packers party at Gundersen's on Sunday from noon to 4 pm"))
        // A routine said in the task after its clock is the task's ("sleep" alone had run, set 830);
        // said as the time, it still goes.
        expectDrafts([("on Sunday at noon remind me to sleep before the night shift", "sleep before the night shift", "2026-11-29T12:00:00+01:00"),
                      ("remind me tomorrow at 5 pm to eat before the evening service", "eat before the evening service", "2026-11-24T17:00:00+01:00")],
                     intent: "add_reminder")
        // An association is who wrote, whole ("the court reporters" had been read, set 829).
        let mail = drafter.draft("read me the email from the court reporters association about the conference", intent: "read_email", resolver: resolver)
        #expect(mail.slots["email_from"] == "the court reporters association", "\(mail.slots)")
        // …and so is every word said before "about" (set 860 and 862, a measurement round).
        for (text, sender) in [("read me the email from the pony club secretary about the Christmas party", "the pony club secretary"),
                               ("read me the email from crew control about the Christmas trips", "crew control"),
                               ("read me the email from the bank today about the loan", "the bank")] {
            let read = drafter.draft(text, intent: "read_email", resolver: resolver)
            #expect(read.slots["email_from"] == sender, "\(text): \(read.slots)")
        }
        // Answered about a thing being done: a question whether mail came (set 832).
        let answered = drafter.draft("did Willoughby answer about loading on Sunday?", intent: "read_email", resolver: resolver)
        #expect(answered.mustConfirm == nil && answered.slots["email_from"] == "Willoughby", "\(answered.slots) \(answered.mustConfirm ?? "nil")")
        // "black taxi tour…" and "block party…" are names ("taxi tour…" had run, set 838); "black
        // out" and "block off" still ask for time kept free.
        expectDrafts([("black taxi tour with the cousins from Boston next Thursday at 10 am", "black taxi tour with the cousins from Boston", "2026-12-03T10:00:00+01:00"),
                      ("block party at Gundersen's on Saturday at 3 pm", "block party at Gundersen's", "2026-11-28T15:00:00+01:00"),
                      ("black out Friday at 2 pm for the accounts", "the accounts", "2026-11-27T14:00:00+01:00")],
                     intent: "create_event")
        // A day and clock said before "remind me" is the time; "for the weekend" is the task's
        // (it had been asked about as two times, set 837).
        expectDrafts([("on Tuesday at 6 pm remind me to wash the whites for the weekend", "wash the whites for the weekend", "2026-11-24T18:00:00+01:00")],
                     intent: "add_reminder")
        // "in" before a place's name is where, not a particle ("dentist in Newport" had been read
        // as a reminder, set 845); "hand in the form…" is still a task.
        #expect(SlotDrafter.eventSaidBare("dentist in Newport on Thursday at 2:15 pm"))
        #expect(!SlotDrafter.eventSaidBare("hand in the form at the office on Friday at 9 am"))
        // A weekend said first with where is the name, not a second time (set 846).
        expectDrafts([("weekend at the cottage with the Tremblays next Friday at 4 pm", "weekend at the cottage with the Tremblays", "2026-12-04T16:00:00+01:00")],
                     intent: "create_event")
        // "…lowkey" at the end is the speaker's slang, not the task's (set 853, a measurement round).
        expectDrafts([("remind me tonight at 9 to finish the geography poster lowkey", "finish the geography poster", "2026-11-23T21:00:00+01:00")],
                     intent: "add_reminder")
        // "do the invoices…" is a task to do; "do you…" still opens a question.
        #expect(SlotDrafter.cutEdge("do the invoices for Amphlett", intent: "add_reminder") == nil)
        #expect(SlotDrafter.cutEdge("do you have the keys", intent: "add_reminder") == "opens with \"do\"")
        #expect(SlotDrafter.cutEdge("do the quiz", intent: "create_event") == "opens with \"do\"")
    }

    @Test func aSecondTimeInTheTaskWelshApprovalAndWhoWroteOfTheFiftyNinthSession() {
        // A count from now said in the task after a whole time is another time to remind: asked
        // about ("…now in a minute" had run on Thursday with it in the title, set 865).
        for text in ["remind me Thursday at 8 am to pay the club subs now in a minute",
                     "remind me tomorrow at 9 am to ring the garage in ten minutes"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.mustConfirm?.hasPrefix("two times were said") == true, "\(text): \(draft.mustConfirm ?? "nil")")
        }
        // A message passed on keeps its own count; a day in the task is still the task's.
        for text in ["remind me on Friday at 4 pm to tell Sam the bus leaves in ten minutes",
                     "remind me tomorrow morning to pack for the weekend"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm == nil, "\(text)")
        }
        // "tidy" and "lush" at the end are Welsh approval (set 865); kept where they are what is
        // done or how a thing is.
        expectDrafts([("remind me tomorrow evening at 6 to get the tickets off Prosser for the Arms Park tidy", "get the tickets off Prosser for the Arms Park", "2026-11-24T18:00:00+01:00"),
                      ("remind me at 5 pm to keep the shed tidy", "keep the shed tidy", "2026-11-23T17:00:00+01:00"),
                      ("remind me tomorrow at 9 am to tidy", "tidy", "2026-11-24T09:00:00+01:00")],
                     intent: "add_reminder")
        // "check if Dueck emailed me the photos from Granville Island": who is asked about wrote
        // (the island had been read as the sender, set 868).
        for (text, sender) in [("check if Dueck emailed me the photos from Granville Island", "Dueck"),
                               ("can you check whether Okada has sent the slides from the conference", "Okada"),
                               ("check if there's anything from Dueck", "Dueck")] {
            let read = drafter.draft(text, intent: "read_email", resolver: resolver)
            #expect(read.slots["email_from"] == sender, "\(text): \(read.slots)")
        }
        // A day said alone before its clock, as the British say it, is an event's day (set 865);
        // "for Wednesday at 9 am" and one word alone ("the bins Friday at 7 am") are not.
        #expect(SlotDrafter.eventSaidBare("under-twelves training at the club Wednesday at 5:30 pm"))
        #expect(SlotDrafter.eventSaidBare("pint with Bevan down Cowbridge Road Friday at 7 in the evening"))
        #expect(!SlotDrafter.eventSaidBare("flag paying the invoice for Wednesday at 9 am"))
        #expect(!SlotDrafter.eventSaidBare("the bins Friday at 7 am"))
        // A date with its month or weekday, a weekly day and a clock in words are an event's day
        // and clock too (sets 880-884).
        for text in ["club AGM in the pavilion on the 1st of December at 7:30 pm",
                     "course with the chief instructor in Sheffield on December 5th at 9 am",
                     "carol service at St Oswald's on Sunday the 20th at 6:30 pm",
                     "little dragons class at the community centre every Tuesday at 4 pm",
                     "indoor league at the sports hall on Wednesday at half past seven in the evening",
                     "charity quiz for the air ambulance at the village hall next Saturday at 7 pm"] {
            #expect(SlotDrafter.eventSaidBare(text), "\(text)")
        }
        // "two days from now" is counted from now, not an interval said ("from … to").
        let counted = drafter.draft("remind me two days from now at 8 pm to clip Bess's nails", intent: "add_reminder", resolver: resolver)
        #expect(!counted.timeDoubt && counted.slots["datetime_point"] == "2026-11-25T20:00:00+01:00", "\(counted.slots)")
        // "anything from Appleyard about the new course plans?" asks about mail, not the calendar (set 880).
        #expect(!SlotDrafter.asksWhatIsThere("anything from Appleyard about the new course plans?"))
        #expect(SlotDrafter.asksWhatIsThere("anything on my calendar on Friday?"))
        // A match said with whom it is against is an event said bare (set 876).
        #expect(SlotDrafter.eventSaidBare("county league match against Harrogate on Wednesday at 7 pm"))
        // A group said after who wrote is part of it (set 879 had read "the box scheme").
        let members = drafter.draft("any new emails from the box scheme members?", intent: "read_email", resolver: resolver)
        #expect(members.slots["email_from"] == "the box scheme members", "\(members.slots)")
        // "did front of house email…?": who is asked about, in plain words (set 873 had read every mail).
        let house = drafter.draft("did front of house email about the allergy table tonight?", intent: "read_email", resolver: resolver)
        #expect(house.slots["email_from"] == "front of house", "\(house.slots)")
        // …but not "did Nuttall pay by email transfer?" (a payment, asked about mail from Nuttall).
        let paid = drafter.draft("did Nuttall pay by email transfer?", intent: "read_email", resolver: resolver)
        #expect(paid.slots["email_from"] != "Nuttall pay by", "\(paid.slots)")
        // "be at the fish market…" is a reminder to be somewhere, not a name cut at "be" (set 873).
        #expect(SlotDrafter.cutEdge("be at the fish market for the tuna", intent: "add_reminder") == nil)
        #expect(SlotDrafter.cutEdge("be collected", intent: "add_reminder") == "opens with \"be\"")
        // "er" between commas is a hesitation, and "the second sitting" is a thing, not the 2nd
        // (set 900, a measurement round, had run it on the 2nd of December titled "open the hatch sitting").
        expectDrafts([("remind me in, er, ten minutes to open the hatch for the second sitting", "open the hatch for the second sitting", "2026-11-23T10:10:00+01:00"),
                      ("remind me on the second at 9 am to pay the rent", "pay the rent", "2026-12-02T09:00:00+01:00")],
                     intent: "add_reminder")
        // "satin" is a word, not "sat in" glued (set 905, a measurement round, had noted "the
        // skirtings in sat in not gloss"); "satin" typed for "sat in" is rarer than the cloth.
        #expect(SlotDrafter.withSpacesBack("the skirtings in satin not gloss") == "the skirtings in satin not gloss")
        #expect(SlotDrafter.withSpacesBack("remind me tomorrowat 5pm to call Ana") == "remind me tomorrow at 5pm to call Ana")
        // One list of things a time word names, read by the resolver and the drafter alike: "the
        // morning paper" and "the night school" name things.
        expectDrafts([("remind me tomorrow at 8 am to read the review in the morning paper", "read the review in the morning paper", "2026-11-24T08:00:00+01:00")],
                     intent: "add_reminder")
    }

    @Test func aChristmasBreakEarlyYearsAndAReminderSaidAsANounOfTheSixtiethSession() {
        // A Christmas break placed nowhere near Christmas is asked about ("from the 24th to the 2nd"
        // said on 23 November had run from 24 November, set 323); placed near it, it is not.
        let missed = drafter.draft("add the christmas break from the 24th to the 2nd", intent: "create_event", resolver: resolver)
        #expect(missed.mustConfirm?.contains("nowhere near Christmas") == true, "\(missed.slots) \(missed.mustConfirm ?? "nil")")
        for text in ["add the christmas break from the 21st of December to the 2nd of January", "add the school christmas holidays from the 18th",
                     "add a meeting about the christmas shutdown on the 2nd at 10 am"] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.mustConfirm == nil, "\(text): \(draft.slots) \(draft.mustConfirm ?? "nil")")
        }
        // "the early years team" wrote; "the early" is no time here (set 922 had read every mail).
        let early = drafter.draft("any emails from the early years team?", intent: "read_email", resolver: resolver)
        #expect(early.slots["email_from"] == "the early years team", "\(early.slots)")
        // "any word from Midgley…?" asks about mail (set 904).
        #expect(SlotDrafter.asksForMail("any word from Midgley about the new route?"))
        // "a reminder Thursday at 7:50 am to…" opens the task as "remind me" does: "for the Year 9
        // practical" is the task's (set 923 had placed it at 9 am and cut "for the Year").
        expectDrafts([("I want a reminder Thursday at 7:50 am to make up the copper sulfate for the Year 9 practical",
                       "make up the copper sulfate for the Year 9 practical", "2026-11-26T07:50:00+01:00"),
                      ("set a reminder for Friday at 9 am to book the hall for the new year", "book the hall for the new year", "2026-11-27T09:00:00+01:00")],
                     intent: "add_reminder")
        // A holiday that is one day, a weekday with its date and a thing straight before its day
        // are events said bare.
        for text in ["club Christmas paddle at the lake on Boxing Day at 11 am", "parents evening Monday the 30th at 6 pm",
                     "INSET day training on the 4th at 9 am", "the reception team's Christmas night out on the 17th at half eight in the evening"] {
            #expect(SlotDrafter.eventSaidBare(text), "\(text)")
        }
        #expect(!SlotDrafter.eventSaidBare("remind me Monday the 30th at 6 pm to call Ana"))
        // "a night out" is a thing, not a name cut at "out" (set 926); "the drinks we set out" is.
        #expect(SlotDrafter.cutEdge("the reception team's Christmas night out", intent: "create_event") == nil)
        #expect(SlotDrafter.cutEdge("the chairs we set out", intent: "create_event") != nil)
        // "what's the latest from Geraghty…" asks about mail (sets 924, 927).
        #expect(SlotDrafter.asksForMail("what's the latest from Geraghty about the rota"))
        #expect(!SlotDrafter.asksForMail("what's the latest on the strike"))
        // "head office" wrote, not "head" (set 932); "what the centre manager's sent" is what they
        // have sent (set 933 had read every mail).
        for (text, sender) in [("read me the most recent email from head office", "head office"),
                               ("read me what the centre manager's sent", "the centre manager")] {
            let read = drafter.draft(text, intent: "read_email", resolver: resolver)
            #expect(read.slots["email_from"] == sender, "\(text): \(read.slots)")
        }
        // A task done again ends a reminder well (set 942); "jet wash" is one verb, no dialect's
        // "to" before "wash".
        for text in ["um, remind me in 35 minutes to check the pump-out's working again", "remind me at quarter past eleven to jet wash the hull on Mr Jopson's yacht"] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.mustConfirm == nil && IntentParser.holdBack(draft) == nil, "\(text): \(draft.slots) \(draft.mustConfirm ?? "")")
        }
        #expect(SlotDrafter.cutEdge("the same again", intent: "create_event") != nil)
        // A thing, the hours it runs, then its day is an event said bare; a remark with one clock
        // is not (sets 936-951); nor a where of eight words or a number ("…in Year 4…").
        for text in ["full stock count from 2 to 6 pm on Friday", "the technical rehearsal from 2 to 10 pm on Thursday",
                     "the EHCP annual review for Rigden in Year 4 on Thursday at 1:30 pm",
                     "the Wi-Fi survey with the engineer from the county council on Wednesday at 8:30 am"] {
            #expect(SlotDrafter.eventSaidBare(text), "\(text)")
        }
        #expect(!SlotDrafter.eventSaidBare("the sorting office closes at 6 on Saturday"))
        #expect(!SlotDrafter.eventSaidBare("remind me from 2 to 4 pm on Friday to mind the shop"))
        // "the Five Bells" is a pub, not a ship's time (set 951); "eight bells" still asks.
        #expect(drafter.draft("crew drinks at the Five Bells on the 22nd at 11 pm", intent: "create_event", resolver: resolver).mustConfirm == nil)
        #expect(drafter.draft("remind me at eight bells to check the anchor", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        // A slot of a kind said is the event (set 952 had run "Dilwyn Bufton"); "a slot for coffee…"
        // is a carrier; a school year is no year (set 953).
        expectDrafts([("book a new patient slot for Dilwyn Bufton the day after tomorrow at quarter past eight",
                       "a new patient slot for Dilwyn Bufton", "2026-11-25T08:15:00+01:00"),
                      ("sort a slot for coffee with Kenina on tuesday at 11 am", "coffee with Kenina", "2026-11-24T11:00:00+01:00"),
                      ("the HPV jabs for the Year 8s in the sports hall on Thursday at 9 am", "the HPV jabs for the Year 8s in the sports hall",
                       "2026-11-26T09:00:00+01:00")], intent: "create_event")
        expectDrafts([("at half three can you remind me to add the new Year 7s to the asthma register", "add the new Year 7s to the asthma register",
                       "2026-11-23T15:30:00+01:00")], intent: "add_reminder")
        // Who wrote may take four words ("the tissue viability nurse", set 946).
        #expect(SlotDrafter.asksForMail("anything from the tissue viability nurse about Mr Furse's heel dressing?"))
        // A clock in words makes the time before the task whole: "before the first patient" is
        // the task's (set 934 had cut it out of the title).
        expectDrafts([("remind me tomorrow at ten to eight to flush the water lines before the first patient",
                       "flush the water lines before the first patient", "2026-11-24T07:50:00+01:00")], intent: "add_reminder")
    }

    @Test func whatsSentAndARemarkAfterAMailQuestionOfTheSixtyFirstSession() {
        // "what's the auction house sent me?": "what's" before what was sent is "what has" (set 921).
        #expect(SlotDrafter.asksForMail("what's the auction house sent me?"))
        #expect(drafter.draft("what's the auction house sent me?", intent: "read_email", resolver: resolver).slots["email_from"] == "the auction house")
        #expect(!SlotDrafter.asksForMail("what's the parcel office opening time?"))
        // "what's the latest email say" asks what it says: no one is named as who wrote (dev).
        #expect(drafter.draft("what's the latest email say", intent: "read_email", resolver: resolver).slots["email_from"] == nil)
        // A remark after a question about mail names no one who wrote (set 967 had read only mail
        // "from the touch pool"); a sender asked about before the request is still read.
        let remark = drafter.draft("what's new in my inbox? my hands are wet from the touch pool", intent: "read_email", resolver: resolver)
        #expect(remark.slots["email_from"] == nil, "\(remark.slots)")
        let asked = drafter.draft("anything from Unferth in my inbox? read it to me", intent: "read_email", resolver: resolver)
        #expect(asked.slots["email_from"] == "Unferth", "\(asked.slots)")
        for (text, sender) in [("Any emails? From Lalao?", "Lalao"), ("Check my email. Anything from the school?", "the school"),
                               ("Read the email. The one from Andry.", "Andry")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == sender, "\(text)")
        }
    }

    @Test func aParticiplesPrepositionAndARemarkAboutAMailOfTheSixtySecondSession() {
        // "looked at", "seen to", "paid for": the participle's preposition stays in the task (set
        // 960 had run "…on the dray looked"), also before a day said with "on" ("at on Friday" was
        // read as the time's words).
        expectDrafts([("er, remind me the day after tomorrow at 8 to get the brakes on the dray looked at", "get the brakes on the dray looked at",
                       "2026-11-25T08:00:00+01:00"),
                      ("remind me to get the car looked at on Friday", "get the car looked at", "2026-11-27T09:00:00+01:00"),
                      ("remind me to get the boiler seen to tomorrow", "get the boiler seen to", "2026-11-24T09:00:00+01:00"),
                      ("remind me on Friday to make sure the raffle tickets are paid for", "make sure the raffle tickets are paid for",
                       "2026-11-27T09:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("remind me to get the car looked at on Friday", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        // A preposition left where a time was taken out still goes ("order a taxi for 8 pm").
        expectDrafts([("remind me to order a taxi for 8 pm", "order a taxi", "2026-11-23T20:00:00+01:00")], intent: "add_reminder")
        #expect(resolver.extract(from: "get the car looked at on Friday").mentions.map(\.text) == ["on Friday"])
        // Told about one mail had, not asked to read it (the third test split's one out-of-domain run).
        #expect(SlotDrafter.toldAboutAMail("the email from Breathnach came in at 3 in the morning"))
        #expect(SlotDrafter.toldAboutAMail("so the message from Okoro was about the van"))
        #expect(!SlotDrafter.toldAboutAMail("the email from Breathnach, did it come in?"))
        #expect(!SlotDrafter.toldAboutAMail("the new emails from Mihaela should be read out to me"))
        #expect(!SlotDrafter.toldAboutAMail("read the email from Breathnach that came in at 3"))
        // "The" and two words name one recipient before "and tell him" or "an email" (sets 1001, 1003, 1004, 1006).
        for (text, to, body) in [("send the area manager an email saying the pouches didn't turn up", "the area manager", "the pouches didn't turn up"),
                                 ("email the booking office and tell them the car is in for its service", "the booking office", "the car is in for its service"),
                                 ("email the pipe major and tell him my drone reeds have gone", "the pipe major", "my drone reeds have gone"),
                                 ("send my mum a quick email saying I'm home", "my mum", "I'm home")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_to"] == to && draft.slots["email_body"] == body, "\(text): \(draft.slots)")
        }
        // Only "the", "my" or "our" opens such a two-word recipient ("their" is no one's name, set 995).
        #expect(drafter.draft("send their mum an email saying I'll drop them off at six on Sunday", intent: "send_email", resolver: resolver)
                    .slots["email_to"] != "their")
        // A remark after a comma names no one who wrote (set 1011); who is asked about before it still does.
        #expect(drafter.draft("read my emails out, my hands are green from deleafing", intent: "read_email", resolver: resolver).slots["email_from"] == nil)
        #expect(drafter.draft("anything from the school, it's about the trip", intent: "read_email", resolver: resolver).slots["email_from"] == "the school")
        // An ordinal before a thing counts it (set 999); "the first" is a day.
        #expect(resolver.extract(from: "remind me to check them for first editions").mentions.isEmpty)
        #expect(resolver.extract(from: "remind me on the first to pay the rent").mentions.map(\.text) == ["on the first"])
        // With a time said before the task, "before" someone does something ends the task, as it
        // does with a clock (sets 1008, 1011 and the second test split).
        for (text, title, time) in [("remind me tomorrow to cancel the milk before we go away", "cancel the milk before we go away", "2026-11-24T09:00:00+01:00"),
                                    ("remind me in 40 minutes to put fresh blades in the Stanley knife before I cut the seam",
                                     "put fresh blades in the Stanley knife before I cut the seam", "2026-11-23T10:40:00+01:00"),
                                    ("er, remind me at half three to ring the customer about moving the wardrobe out before we start",
                                     "ring the customer about moving the wardrobe out before we start", "2026-11-23T15:30:00+01:00")] {
            let draft = drafter.draft(text, intent: "add_reminder", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_point"] == time && draft.mustConfirm == nil, "\(text): \(draft.slots) \(draft.mustConfirm ?? "")")
        }
        // Without a time, it is still the condition asked about.
        #expect(drafter.draft("remind me to cancel the milk before we go away", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        // "the trading period" is a length of time, not a full stop said aloud (set 1001).
        expectDrafts([("remind me on Friday to do the balance for the trading period", "do the balance for the trading period", "2026-11-27T09:00:00+01:00")],
                     intent: "add_reminder")
    }

    @Test func aLengthSaidAfterACommaAListOfTitlesAndASituationsNowOfTheSixtyThirdSession() {
        // A length said in a remark after the event is its length (sets 1012, 1014 and 1018 ran
        // these without it), also as someone said it.
        for (text, title, range) in [
            ("a home birth planning visit with the Pridmores on the 1st of December at 11, it'll be about an hour and a half",
             "a home birth planning visit with the Pridmores", "2026-12-01T11:00:00+01:00/2026-12-01T12:30:00+01:00"),
            ("a meeting with the Dean about the Christmas services on Friday at 11, it'll run about forty-five minutes",
             "a meeting with the Dean about the Christmas services", "2026-11-27T11:00:00+01:00/2026-11-27T11:45:00+01:00"),
            ("book in a demo of the new cable stripper with Moyse on Wednesday at 2, he says it'll take forty-five minutes",
             "a demo of the new cable stripper with Moyse", "2026-11-25T14:00:00+01:00/2026-11-25T14:45:00+01:00"),
            ("the engine service at the water point on Friday at 9, they said it takes about four hours",
             "the engine service at the water point", "2026-11-27T09:00:00+01:00/2026-11-27T13:00:00+01:00"),
            ("the engine service at the water point on Friday at 9 for about three hours",
             "the engine service at the water point", "2026-11-27T09:00:00+01:00/2026-11-27T12:00:00+01:00"),
        ] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_range"] == range, "\(text): \(draft.slots)")
        }
        #expect(SlotDrafter.endsSaidPlainly("the quiz at the Crown on Friday at 8, it'll be about two hours") == "the quiz at the Crown on Friday at 8 for about two hours")
        // A list of titles after a comma is the note's, not a name said to someone (the fourth test split).
        #expect(drafter.draft("jot this down: books to read, Villette, Lark Rise, The Go-Between", intent: "create_note", resolver: resolver)
                    .slots["title"] == "books to read, Villette, Lark Rise, The Go-Between")
        #expect(drafter.draft("add Anbu's football match on saturday at 10 am, Anbu, where are your boots", intent: "create_event", resolver: resolver)
                    .slots["title"] == "Anbu's football match")
        // "say" for "that" after a note's request (set 1026).
        #expect(drafter.draft("bon, write down say Mawuli still owes me fifteen thousand CFA for the akassa", intent: "create_note", resolver: resolver)
                    .slots["title"] == "Mawuli still owes me fifteen thousand CFA for the akassa")
        // A word trailed off before the command is no title (set 1024 ran one titled "ter").
        expectDrafts([("ter... Thursday 2 o'clock, meeting with Tsogtbaatar about the ger felt order, put in calendar please",
                       "meeting with Tsogtbaatar about the ger felt order", "2026-11-26T14:00:00+01:00")], intent: "create_event")
        // The "now" of where the speaker is, with a time said after it, is not when (sets 1024, 1026).
        expectDrafts([("I'm on a zem now, abeg remind me in thirty-five minutes to call Baba Oloukoï", "call Baba Oloukoï", "2026-11-23T10:35:00+01:00"),
                      ("I am frying now. forty minutes later remind me to take khuushuur out from the pan", "take khuushuur out from the pan",
                       "2026-11-23T10:40:00+01:00")], intent: "add_reminder")
        // Read on the spent fifth test split: Pidgin "make I" opens the task; what someone is away
        // on is the event; "at the sixth form college" is no date.
        expectDrafts([("make you remind me 7 am tomorrow make I send the money give Olamide", "send the money give Olamide", "2026-11-24T07:00:00+01:00")],
                     intent: "add_reminder")
        for (text, title) in [("I'm away on a course from Tuesday to Thursday, add it", "a course"),
                              ("I'm on nights at the depot Friday from 10 pm to 6 am, put it in", "nights at the depot")] {
            #expect(drafter.draft(text, intent: "create_event", resolver: resolver).slots["title"] == title, "\(text)")
        }
        expectDrafts([("add the open day at the sixth form college on Saturday at 10 am", "the open day at the sixth form college", "2026-11-28T10:00:00+01:00")],
                     intent: "create_event")
        #expect(drafter.draft("I never remember to take the meat out of the freezer in time", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("I always forget to water the basil, remind me at 6 pm", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        // Answering what is read is a second request, asked about (the fourth test split ran it).
        #expect(drafter.draft("read me the email from Vojtech and answer him yes please", intent: "read_email", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("read me the email from Vojtech please", intent: "read_email", resolver: resolver).mustConfirm == nil)
    }

    @Test func hoursInWordsPlacesNamedLikeTimesAndWhoForgotOfTheFiftySixthSession() {
        // "nine morning" said without "in the" is 9 am (not 9 pm).
        expectDrafts([("remind me at nine morning to call Ma", "call Ma", "2026-11-24T09:00:00+01:00"),
                      ("remind me nine evening to lock the shed", "lock the shed", "2026-11-23T21:00:00+01:00")], intent: "add_reminder")
        // A school's hours are not a place's name: "at the Assembly Rooms" stays in the title.
        expectDrafts([("the hat show at the Assembly Rooms on Friday at 11 am", "the hat show at the Assembly Rooms", "2026-11-27T11:00:00+01:00")],
                     intent: "create_event")
        // "Forgot" alone tells what someone did; it asks for no reminder.
        let forgot = drafter.draft("the bus driver forgot to call out my stop on Friday", intent: "add_reminder", resolver: resolver)
        #expect(forgot.mustConfirm == "it says that someone forgot, not that a reminder is wanted", "\(forgot.mustConfirm ?? "nil")")
        #expect(drafter.draft("I always forget to water the ferns, remind me on Friday at 6 pm", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
    }

    @Test func partsOfTheDayCountedMondayMorningsAndWhatMailAnswersOfTheFiftyFifthSession() {
        // A number said with mornings or nights counts them: no time is read ("Nine Mornings" is
        // a festival); "nine in the morning" is one.
        #expect(resolver.extract(from: "remind me before Nine Mornings to wash the car").mentions.isEmpty)
        let festival = drafter.draft("remind me before Nine Mornings to wash the car", intent: "add_reminder", resolver: resolver)
        #expect(festival.slots["datetime_point"] == nil && IntentParser.holdBack(festival) != nil, "\(festival.slots)")
        expectDrafts([("remind me at nine in the morning to call Ma", "call Ma", "2026-11-24T09:00:00+01:00")], intent: "add_reminder")
        // "on Monday mornings" repeats on Mondays, as "Monday mornings" does, not every morning.
        let mondays = drafter.draft("remind me on Monday mornings at 9 to call Ma", intent: "add_reminder", resolver: resolver)
        #expect(mondays.slots["recurrence"] == "FREQ=WEEKLY;BYDAY=MO" && mondays.slots["datetime_point"] == "2026-11-30T09:00:00+01:00", "\(mondays.slots)")
        // "did Lumley pay the invoice?", "has Metcalfe paid for the wall?": asked whether mail came.
        for (text, from) in [("did Rowntree pay for the partridges?", "Rowntree"), ("has Metcalfe paid for the field wall?", "Metcalfe"),
                             ("did Montgolfier confirm the date?", "Montgolfier"), ("did Tulliver answer about the sheep count?", "Tulliver"),
                             ("has Glegg responded on the lease?", "Glegg"), ("did Wakem forward the mill accounts?", "Wakem"),
                             ("open the email from Kenge about the will", "Kenge"), ("open the email Kenge sent about the will", "Kenge"),
                             ("what did Jarndyce write about the will?", "Jarndyce")] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
            let draft = drafter.draft(text, intent: "read_email", resolver: resolver)
            #expect(draft.slots["email_from"] == from && draft.mustConfirm == nil, "\(text): \(draft.slots) \(draft.mustConfirm ?? "")")
        }
        for text in ["did my brother call", "did the parcel arrive", "did you pay the gas bill", "what did the doctor say about my knee"] {
            #expect(!SlotDrafter.asksForMail(text), "\(text)")
        }
        // A task's verb before another word that is also a verb is no dialect's "to".
        #expect(drafter.draft("remind me in an hour to take water to the allotment", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        #expect(drafter.draft("remind me at 5 pm zu call Ana", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        // Plain requests the scores may read as nothing: to remind, to note, to hear what came.
        #expect(SlotDrafter.leadingIntent("don't let me forget to renew the passport") == "add_reminder")
        #expect(SlotDrafter.leadingIntent("make sure I don't forget to feed the cat") == "add_reminder")
        #expect(SlotDrafter.leadingIntent("jot this down: the gate code is 4471") == "create_note")
        #expect(SlotDrafter.leadingIntent("I want to remember this, the locksmith is Ole") == "create_note")
        #expect(SlotDrafter.leadingIntent("I want to remember to call Ole") == nil)
        #expect(SlotDrafter.leadingIntent("remind me what the weather is like tomorrow") == nil)
        #expect(SlotDrafter.asksForMail("tell me what the bank sent"))
        #expect(!SlotDrafter.asksForMail("tell me what you think"))
        // "the carol service on the 20th at 6 pm" is said as an event; what someone is doing is not.
        #expect(SlotDrafter.eventSaidBare("the carol service on the 20th at 6 pm"))
        #expect(SlotDrafter.eventSaidBare("my firearms refresher on the 10th at 8 am"))
        // "a quarter peal", "a day on the river": part of the name, not how long it lasts; "for a day" lasts.
        expectDrafts([("add a quarter peal with the band on Sunday at 9:15 am", "a quarter peal with the band", "2026-11-29T09:15:00+01:00"),
                      ("a day on the river with Ahlberg on Tuesday at 9 am", "a day on the river with Ahlberg", "2026-11-24T09:00:00+01:00"),
                      ("add a day trip with Kavya on Saturday at 8 am", "a day trip with Kavya", "2026-11-28T08:00:00+01:00")], intent: "create_event")
        #expect(resolver.extract(from: "one month").mentions.count == 1)
        #expect(drafter.draft("remind me a month before my visa runs out to apply again", intent: "add_reminder", resolver: resolver).slots["title"] == "apply again")
        #expect(drafter.draft("book the van for a day on Friday at 8 am", intent: "create_event", resolver: resolver).slots["datetime_range"]
                == "2026-11-27T08:00:00+01:00/2026-11-28T08:00:00+01:00")
        for text in ["the plumber's coming on wednesday at 8 am", "the market in Victoria opens at 5 am on Saturday", "the meeting on Friday was cancelled",
                     "the bins on Tuesday at 7"] {
            #expect(!SlotDrafter.eventSaidBare(text), "\(text)")
        }
    }

    @Test func sendersWorkplacesLengthsRoomNumbersAndNamesCutInAWordOfTheSixtyFourthSession() {
        // Who wrote, said with where they work (sets 1029, 1030 and 1043 read mail from "Mabbott at
        // the council", "Dzieciol from QA" and "the seed firm"); a sender named with "the" keeps its place.
        for (text, from) in [("has Mabbott at the council got back to me on the Section 211 notice?", "Mabbott"),
                             ("er, has Dzieciol from QA emailed about the swab results yet?", "Dzieciol"),
                             ("has Dunnell from the seed firm emailed about the rye grass?", "Dunnell"),
                             ("did Petra from accounts reply?", "Petra"),
                             ("read me the email from the landowner at Home Farm", "the landowner at Home Farm")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        // "at registration" inside "the flat registration" is no routine's hour (set 1028 ran "…the fl").
        expectDrafts([("put a meeting about the flat registration on Wednesday at four o'clock", "a meeting about the flat registration", "2026-11-25T16:00:00+01:00"),
                      // A place's number in words, and the clock said after it (set 1034 ran it at 16:00).
                      ("a bedside wedding blessing in room four on Saturday at noon", "a bedside wedding blessing in room four", "2026-11-28T12:00:00+01:00"),
                      // "Tuesday, first December" is a date, not first thing on Tuesday (set 1032 ran it at 01:00).
                      ("lunch with Dolidze on Tuesday, first December, one o'clock", "lunch with Dolidze", "2026-12-01T13:00:00+01:00"),
                      // The calendar said without an article is where, not part of the name.
                      ("put in calendar the dinner for Tamriko at 7 pm", "the dinner for Tamriko", "2026-11-23T19:00:00+01:00"),
                      ("block some time in the calendar for the budget review at 3 pm", "the budget review", "2026-11-23T15:00:00+01:00")],
                     intent: "create_event")
        // A length said loosely, without "a", or as what it is (sets 1028, 1029, 1030, 1040).
        for (text, title, range) in [
            ("put the LOLER inspection on the MEWP in for Thursday at ten, it'll take three hours near enough",
             "the LOLER inspection on the MEWP", "2026-11-26T10:00:00+01:00/2026-11-26T13:00:00+01:00"),
            ("book the allergen training with Rumbold for Thursday at ten at night, it's an hour and a half",
             "the allergen training with Rumbold", "2026-11-26T22:00:00+01:00/2026-11-26T23:30:00+01:00"),
            ("on Wednesday evening at seven the committee meeting at Sherchan's house, it is going for one and half hours",
             "the committee meeting at Sherchan's house", "2026-11-25T19:00:00+01:00/2026-11-25T20:30:00+01:00"),
        ] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_range"] == range, "\(text): \(draft.slots)")
        }
        // A verb's own "for" ends the task; "on the ward" inside the task is no "about" (sets 1034, 1035).
        expectDrafts([("remind me on Friday at 8 to bring in the rosary she asked for", "bring in the rosary she asked for", "2026-11-27T08:00:00+01:00"),
                      ("remind me on Friday at 8 to get the bus for my early on the ward", "get the bus for my early on the ward", "2026-11-27T08:00:00+01:00")],
                     intent: "add_reminder")
        // What "we are going for" or "I am having" is the event; "you are putting (it), no?" asks for it (set 1040).
        expectDrafts([("Tuesday the 8th at seven thirty in the evening we are going for the welfare dinner at the Farnborough hotel, you are putting, no?",
                       "the welfare dinner at the Farnborough hotel", "2026-12-08T19:30:00+01:00"),
                      ("day after tomorrow at ten I am having the passport appointment at the council office, you are putting it, no?",
                       "the passport appointment at the council office", "2026-11-25T10:00:00+01:00")], intent: "create_event")
        // A day with a clock after it is the reminder's, not that of a clause of the task.
        #expect(drafter.draft("remind me to bring in the rosary she asked for on Friday at 8", intent: "add_reminder", resolver: resolver)
                    .slots["datetime_point"] == "2026-11-27T08:00:00+01:00")
        // Read on the spent sixth test split: Pidgin "say I" opens the task; why a note is made, said
        // first; "it's" and a thing's "'s" before the day; who said they wrote; printing what is read.
        expectDrafts([("abeg remind me by 6 pm tomorrow say I go collect my suit from the tailor", "go collect my suit from the tailor", "2026-11-24T18:00:00+01:00")],
                     intent: "add_reminder")
        #expect(drafter.draft("so I don't lose it, the trailer insurance policy number is on the back of the green folder, make a note", intent: "create_note", resolver: resolver)
                    .slots["title"] == "the trailer insurance policy number is on the back of the green folder")
        #expect(drafter.draft("make a note of what the plumber said on the phone earlier", intent: "create_note", resolver: resolver).mustConfirm != nil)
        expectDrafts([("the dentist's on Friday at 3 pm, put it in", "the dentist", "2026-11-27T15:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("Tuesday from 7 to 9 pm it's bingo at the miners' club, stick that in", intent: "create_event", resolver: resolver)
                    .slots["title"] == "bingo at the miners' club")
        #expect(drafter.draft("Sreelakshmi told she sent the documents yesterday itself, can you check my mail", intent: "read_email", resolver: resolver)
                    .slots["email_from"] == "Sreelakshmi")
        #expect(drafter.draft("read me the email from Craigie and print it off", intent: "read_email", resolver: resolver).mustConfirm != nil)
        // A request said last after a comma is no part of the title (the sixth test split said 17 so).
        for (text, intent, title) in [
            ("Mr Spottiswood takes his tea with two sugars and no milk, note that down for the carers", "create_note", "Mr Spottiswood takes his tea with two sugars and no milk"),
            ("storage unit, bay 212, row F, note it down", "create_note", "storage unit, bay 212, row F"),
            ("wrapping paper, under the bed in the spare room, write that in a note before I forget", "create_note", "wrapping paper, under the bed in the spare room"),
            ("the bodhran class is every Tuesday from 7:30 to 9 pm, put it in as a weekly thing", "create_event", "the bodhran class"),
            ("my shingles jab is next Thursday at 9:10, can you add it", "create_event", "my shingles jab"),
            ("the spare keys need to go to Ebenezer's flat on Thursday at 6:15 pm, put a reminder in", "add_reminder", "the spare keys need to go to Ebenezer's flat"),
        ] {
            #expect(drafter.draft(text, intent: intent, resolver: resolver).slots["title"] == title, "\(text)")
        }
        // …and a request said last that asks for something else than the intent's is asked about.
        #expect(drafter.draft("the pollarding of the limes along Bellingham Road, the 9th of December, half seven in the morning, stick that in",
                              intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("the spare keys need to go to Ebenezer's flat on Thursday at 6:15 pm, put a reminder in",
                              intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        // A courtesy after the recipient's name is not the name (sets 1028, 1040).
        #expect(drafter.draft("send mail to Anbarasi madam, kindly send back the property papers", intent: "send_email", resolver: resolver)
                    .slots["email_to"] == "Anbarasi")
    }

    @Test func remarksAboutOthersMailTimesByAnotherThingsClockAndSendersOfTheSixtyFifthSession() {
        // Someone else's mail, or the mail one gets, told as a habit (sets 1048, 1051, 1056, and the
        // spent sixth test split ran read_email or a reminder for them).
        for text in ["Lyall's inbox must have ten thousand unread emails in it",
                     "the duty manager sends about ten emails a shift reminding us to fill in the debrief forms",
                     "my amma still writes me emails all in capital letters every Sunday, ekkert mál, I read them anyway",
                     "from agency I get every day three emails about shifts, it is crazy"] {
            #expect(SlotDrafter.talksAboutIt(text), "\(text)")
        }
        for text in ["did I get any emails from the school", "can I get my emails read out"] {
            #expect(!SlotDrafter.talksAboutIt(text), "\(text)")
        }
        // Mail "in from" someone, from someone in a town, from someone where they work (sets 1046, 1047, 1049).
        for text in ["anything in from the veterans' association?", "anything from the lab in Ditchling about the sugar readings?",
                     "has McCulloch at the estate office emailed about the copes for the Gatehouse job?"] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
        }
        #expect(drafter.draft("Vaidas from work wrote me something? Check email", intent: "read_email", resolver: resolver).slots["email_from"] == "Vaidas")
        // A remark after a comma names no sender; a request to read after a question about mail reads it (sets 1053, 1059).
        for text in ["read me my new emails, I'm stuck on reception while Jodie's on her break", "yauwa, any new mail? read them for me, I am driving"] {
            let draft = drafter.draft(text, intent: "read_email", resolver: resolver)
            #expect(draft.mustConfirm == nil && draft.slots["email_from"] == nil, "\(text): \(draft)")
        }
        // Nigerian "next tomorrow" is the day after tomorrow (set 1053 ran it for tomorrow).
        expectDrafts([("next tomorrow by nine in the morning I have appointment at the Nigeria High Commission for the children's passport, put it",
                       "appointment at the Nigeria High Commission for the children's passport", "2026-11-25T09:00:00+01:00"),
                      // A deputy is no departure time (set 1054 cut "the new dep").
                      ("the wig dressing workshop with the new dep, Friday the 4th at half ten, book it in", "the wig dressing workshop with the new dep", "2026-12-04T10:30:00+01:00"),
                      // What the time or the tickets are for is the event (the spent sixth test split).
                      ("I need two hours on Thursday afternoon for the payroll run, put it in", "the payroll run", nil),
                      ("we've got tickets for the ballet at the Alhambra on the 23rd at 7 pm", "the ballet at the Alhambra", "2026-11-23T19:00:00+01:00")],
                     intent: "create_event")
        // A time said by another thing's time ("the half" in a theatre) is asked about (set 1054 ran it at 20:00).
        #expect(drafter.draft("at the half tonight, remind me to check the understudy's wig is pinned tight for the quick change", intent: "add_reminder", resolver: resolver)
                    .mustConfirm != nil)
        // A note: what someone told, pointed back to; a word of the speaker's own after the request; a note whole after a colon.
        for (text, title) in [("Habiba told me calling Mogadishu is cheapest on a Sunday morning, stick that in my notes", "Habiba told me calling Mogadishu is cheapest on a Sunday morning"),
                              ("note down, men, Kodikara's buyers are only wanting the BOPF grades this month", "Kodikara's buyers are only wanting the BOPF grades this month"),
                              ("make note: for Kūčios we need twelve dishes, herring and poppy milk from Lithuanian shop", "for Kūčios we need twelve dishes, herring and poppy milk from Lithuanian shop")] {
            let draft = drafter.draft(text, intent: "create_note", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.mustConfirm == nil, "\(text): \(draft)")
        }
        // Read on the spent seventh test split: home visits are what is booked, not a visitor's
        // verb (a visitor still is: "the district nurse visits…"); an errand after an event asks.
        expectDrafts([("put Grandma's physio home visits in, every other Tuesday at 2 pm", "Grandma's physio home visits", "2026-11-24T14:00:00+01:00"),
                      ("the district nurse visits on Tuesday at 2 pm", "the district nurse", "2026-11-24T14:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("book band practice for Friday at 8 and order pizza for everyone", intent: "create_event", resolver: resolver).mustConfirm != nil)
    }

    @Test func datesWithHoursInWordsTimetableClocksAndRequestsSaidLastOfTheSixtySixthSession() {
        // An hour in words after a date is its hour, not a two-figure year; "ten till four" is an
        // event's span; a timetable's clock with hyphens; a feast before a noun names the thing (sets 1060-1075).
        for (text, title, range) in [("the craft fair at the town hall in Cheadle, Sunday the 6th of December, ten till four, can you put it on me calendar",
                                      "the craft fair at the town hall in Cheadle", "2026-12-06T10:00:00+01:00/2026-12-06T16:00:00+01:00"),
                                     ("Saturday 5th December, two till six, the Christmas do for the control room in Digbeth, stick it on the calendar",
                                      "the Christmas do for the control room in Digbeth", "2026-12-05T14:00:00+01:00/2026-12-05T18:00:00+01:00"),
                                     ("rules refresher at the depot, Wednesday, oh-eight-thirty till sixteen hundred, book it in",
                                      "rules refresher at the depot", "2026-11-25T08:30:00+01:00/2026-11-25T16:00:00+01:00")] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_range"] == range, "\(text): \(draft)")
        }
        expectDrafts([("the pigeon show at the working men's club, 5th December, ten in the morning, stick it on the calendar",
                       "the pigeon show at the working men's club", "2026-12-05T10:00:00+01:00"),
                      ("I've got the simulator assessment at Kingmoor next Tuesday at oh-nine-hundred, can you put that in",
                       "the simulator assessment at Kingmoor", "2026-12-01T09:00:00+01:00"),
                      // The request said first or last in more words.
                      ("put that in the calendar there, Wednesday at two, Moynihan's mare going to the covering shed",
                       "Moynihan's mare going to the covering shed", "2026-11-25T14:00:00+01:00"),
                      ("put the redd count with the ghillies in the book for Thursday, half eight in the morning", "the redd count with the ghillies", "2026-11-26T08:30:00+01:00"),
                      ("the rep from the moulding suppliers is coming Tuesday at half ten, pencil him in", "the rep from the moulding suppliers", "2026-11-24T10:30:00+01:00"),
                      ("tomorrow at one, costume fitting with Gaynor for the panto, be a love and get that in the diary",
                       "costume fitting with Gaynor for the panto", "2026-11-24T13:00:00+01:00"),
                      ("darling put the Pride committee meeting in the diary, Thursday the 10th of December at half six in the evening",
                       "the Pride committee meeting", "2026-12-10T18:30:00+01:00"),
                      ("put in the smolts coming in from the hatchery next Tuesday at ten", "the smolts coming in from the hatchery", "2026-12-01T10:00:00+01:00")],
                     intent: "create_event")
        expectDrafts([("Thursday, quarter past nine, I need to phone the glass merchant about that cracked sheet, remind me duck",
                       "phone the glass merchant about that cracked sheet", "2026-11-26T09:15:00+01:00"),
                      ("at twenty past four I've to radio the feed barge about the silo levels, remind me", "radio the feed barge about the silo levels", "2026-11-23T16:20:00+01:00"),
                      ("remind I tomorrow at seven to sort the parking suspension", "sort the parking suspension", "2026-11-24T07:00:00+01:00"),
                      ("mind me the morn at seven to do the sea lice count on pen four", "do the sea lice count on pen four", "2026-11-24T07:00:00+01:00"),
                      ("Thursday at fourteen-thirty, pick up the new rule book from the depot, remind me", "pick up the new rule book from the depot", "2026-11-26T14:30:00+01:00"),
                      ("Wednesday at twelve, I've got to renew me CSCS card before it runs out, sort us a reminder la",
                       "renew me CSCS card before it runs out", "2026-11-25T12:00:00+01:00")],
                     intent: "add_reminder")
        #expect(!SlotDrafter.asksForSomeoneElse("remind I tomorrow at seven to sort the parking suspension"))
        // A sentence after a word to the listener is no part of the task; "want booking" with
        // "remind me" asks for a reminder (sets 1072, 1075).
        let tape = drafter.draft("in two hours remind me to take the tuck tape off, darling, it's cutting me in half", intent: "add_reminder", resolver: resolver)
        #expect(tape.slots["title"] == "take the tuck tape off", "\(tape)")
        let rods = drafter.draft("tomorrow morning the seized rods want booking into the evidence store, remind me, mind", intent: "add_reminder", resolver: resolver)
        #expect(rods.slots["title"]?.hasPrefix("the seized rods") == true, "\(rods)")
        // A time that cannot be pinned down asks; a name that runs on past a comma into who goes asks (sets 1060, 1062).
        #expect(drafter.draft("put the workshop for the Women's Institute on me calendar for some evening after Christmas, they'll let me know which",
                              intent: "create_event", resolver: resolver).mustConfirm != nil)
        #expect(drafter.draft("book the piano job in Kingswood in for Saturday at two, me and Tovey with the stair climber",
                              intent: "create_event", resolver: resolver).mustConfirm != nil)
        // Mail asked for in more words; what one's inbox is like is talk (sets 1063, 1066, 1068, 1070, 1073).
        for text in ["anything off Aspinwall about the gang for Saturday?", "did the SEAI come back to me about the grant for Mrs Dineen?"] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
        }
        #expect(drafter.draft("any emails in from the district judge's clerk about tomorrow's list?", intent: "read_email", resolver: resolver).slots["email_from"] == "the district judge's clerk")
        #expect(drafter.draft("read me what's come in, I'm on the barge with the kettle on", intent: "read_email", resolver: resolver).mustConfirm == nil)
        #expect(SlotDrafter.talksAboutIt("me inbox is nothing but rota changes and reminders about mandatory training I've already done"))
        // Read on the spent eighth test split: a span to an hour with its part of the day; the repeat
        // said apart from the name; "put" before a thing a day names; a condition with "his".
        let sangeet = drafter.draft("please block my calendar for sangeet practice on Saturday 5 to 7 in the evening", intent: "create_event", resolver: resolver)
        #expect(sangeet.slots["datetime_range"] == "2026-11-28T17:00:00+01:00/2026-11-28T19:00:00+01:00", "\(sangeet)")
        expectDrafts([("add a weekly five-a-side match every Wednesday at 8 pm", "five-a-side match", "2026-11-25T20:00:00+01:00"),
                      ("put Sunday school teaching in my calendar every Sunday at 10 am", "Sunday school teaching", "2026-11-29T10:00:00+01:00")],
                     intent: "create_event")
        let flight = drafter.draft("remind me to call Nkemdirim back when his flight lands", intent: "add_reminder", resolver: resolver)
        #expect(flight.slots["title"] == "call Nkemdirim back" && flight.mustConfirm != nil, "\(flight)")
        // The message said first, then who gets it; "Mr and Mrs Wanderley" is one recipient.
        let urn = drafter.draft("I'll bring the chairs and the urn for the coffee morning, email that to Mrs Tallis", intent: "send_email", resolver: resolver)
        #expect(urn.slots["email_to"] == "Mrs Tallis" && urn.slots["email_body"] == "I'll bring the chairs and the urn for the coffee morning", "\(urn)")
        #expect(drafter.draft("drop an email to Mr and Mrs Wanderley saying I'll be round Tuesday", intent: "send_email", resolver: resolver).slots["email_to"] == "Mr and Mrs Wanderley")
        // Told, not asked for: what the inbox had, what a paper note says.
        for text in ["the inbox at work had four hundred unread after my holiday", "the note my son brought home says there's nits in his class again"] {
            #expect(SlotDrafter.talksAboutIt(text), "\(text)")
        }
        // A request after the comma is no talk.
        #expect(!SlotDrafter.talksAboutIt("the septic tank was last emptied in September, make a note"))
    }

    @Test func lengthsSaidInPassingRequestsSaidLastAndScotsOfTheSixtySeventhSession() {
        // A length said after a comma in more ways; a span "from ten to noon"; a name with a figure
        // inside; "toss … in the calendar"; "in calendar" without "the" (sets 1076-1091).
        for (text, title, range) in [("put down hauling out the float at the Jonesport ramp, Saturday at seven in the morning, figure it'll take us three hours",
                                      "hauling out the float at the Jonesport ramp", "2026-11-28T07:00:00+01:00/2026-11-28T10:00:00+01:00"),
                                     ("book a remote hearing on CVP for Friday at two, the clerk says it will last ninety minutes",
                                      "a remote hearing on CVP", "2026-11-27T14:00:00+01:00/2026-11-27T15:30:00+01:00"),
                                     ("the gig at the Christmas market in Westbourne Park, Saturday at two, we playing for an hour and a half, put it in the calendar",
                                      "the gig at the Christmas market in Westbourne Park", "2026-11-28T14:00:00+01:00/2026-11-28T15:30:00+01:00"),
                                     ("book the online H2S refresher for Thursday at ten, it's three an' a half hours wi' a test at the end",
                                      "the online H2S refresher", "2026-11-26T10:00:00+01:00/2026-11-26T13:30:00+01:00"),
                                     ("Delbert looking at the D9 in the shop, Friday from ten to noon, put that on the calendar",
                                      "Delbert looking at the D9 in the shop", "2026-11-27T10:00:00+01:00/2026-11-27T12:00:00+01:00"),
                                     ("Saturday fae eight till ten at night, the body snatchers special for the stag party, stick it in the book",
                                      "the body snatchers special for the stag party", "2026-11-28T20:00:00+01:00/2026-11-28T22:00:00+01:00")] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_range"] == range && draft.mustConfirm == nil, "\(text): \(draft)")
        }
        expectDrafts([("toss the dentist in Squamish in the calendar, Monday the seventh at ten thirty", "the dentist in Squamish", "2026-12-07T10:30:00+01:00"),
                      ("pit the crew change flight oot o' Dyce in the calendar, Tuesday the 1st o' December at twenty past eight in the morning",
                       "the crew change flight oot o' Dyce", "2026-12-01T08:20:00+01:00"),
                      ("put my daughter Navdeep's parent-teacher meeting in calendar, Thursday the third of December at four fifteen",
                       "my daughter Navdeep's parent-teacher meeting", "2026-12-03T16:15:00+01:00"),
                      ("tomorrow half past one, seeing Merryn about the churchyard at Witheridge, put it in the calendar would you",
                       "seeing Merryn about the churchyard at Witheridge", "2026-11-24T13:30:00+01:00"),
                      ("next Tuesday at seven in the evening, patrol meeting at the base, add it to my calendar eh", "patrol meeting at the base", "2026-12-01T19:00:00+01:00")],
                     intent: "create_event")
        // A verb that places a thing, left before an event's name, is a request not known: asked.
        #expect(SlotDrafter.cutEdge("fling the dentist in Squamish", intent: "create_event") != nil)
        #expect(SlotDrafter.cutEdge("o' the Cramond ghost story", intent: "create_note") != nil)
        // Requests said last in more words, and Scots "tae" before a task.
        expectDrafts([("Friday noon, pay Elbridge for the new buoys, remind me will ya", "pay Elbridge for the new buoys", "2026-11-27T12:00:00+01:00"),
                      ("tomorrow at noon, grab new batteries for my beacon from the patrol shack, remind me bud",
                       "grab new batteries for my beacon from the patrol shack", "2026-11-24T12:00:00+01:00"),
                      ("Wednesday at twelve, ring the letting agent aboot the boiler at the flat in Westhill, mind an' remind me",
                       "ring the letting agent aboot the boiler at the flat in Westhill", "2026-11-25T12:00:00+01:00"),
                      ("remind me the morn at five past seven tae pit my BOSIET card in my jacket for the chopper",
                       "pit my BOSIET card in my jacket for the chopper", "2026-11-24T07:05:00+01:00"),
                      // A clock said in words: "before leaving…" is the task's, not a time counted from.
                      ("tomorrow morning at five, put the tire chains in the cab before leaving Bakersfield, remind me ji",
                       "put the tire chains in the cab before leaving Bakersfield", "2026-11-24T05:00:00+01:00")],
                     intent: "add_reminder")
        #expect(SlotDrafter.leadingIntent("every Tuesday at six in the morning give me a holler to check the tide chart") == "add_reminder")
        #expect(SlotDrafter.leadingIntent("Thursday at four, mind me tae collect the new flyers fae the printers") == "add_reminder")
        #expect(SlotDrafter.leadingIntent("log this, it was minus twenty-two at the runway") == "create_note")
        // A condition: "when the cement is hard enough", "the minute the chestnut mare foals".
        for text in ["remind me to turn the tracery panel when the cement is hard enough, not before",
                     "remember me to go back to the oak by the cemetery when the ground is not so frozen",
                     "the minute the chestnut mare foals I'll need to ring Mr Fitzmaurice, remind me would you"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        // A note keeps what someone named says ("thissays" was left of "note this, Kofi says…"); "o'" before it.
        #expect(drafter.draft("note this, Kofi says the van is fixed", intent: "create_note", resolver: resolver).slots["title"] == "Kofi says the van is fixed")
        #expect(drafter.draft("make a note o' the Cramond ghost story Bethia telt me", intent: "create_note", resolver: resolver).slots["title"]
                == "the Cramond ghost story Bethia telt me")
        #expect(!SlotDrafter.talksAboutIt("note this, Leimomi says the medium roast mo' bettah than the dark fo' the peaberry"))
        #expect(SlotDrafter.talksAboutIt("half my inbox is people back home asking if I've seen a penguin yet, I work in a garage"))
        // Mail asked for in more words; who wrote, without "that", and not from a remark after a comma.
        for text in ["see if Ansel sent the weather report for the sea ice runway", "Inês already sent the email with the photos?",
                     "hae I got anything fae Bethia aboot the Hogmanay bookings?", "there is some email of Filipa?", "check if Keston email me back about the van"] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
        }
        #expect(drafter.draft("has that Reuben emailed back about paying me yet?", intent: "read_email", resolver: resolver).slots["email_from"] == "Reuben")
        #expect(drafter.draft("read my emails, brah, my hands stay all sticky from the cherry", intent: "read_email", resolver: resolver).slots["email_from"] == nil)
        #expect(drafter.draft("check if Keston email me back about the van", intent: "read_email", resolver: resolver).slots["email_from"] == "Keston")
        // A title before a name after who they are.
        #expect(drafter.draft("email my supervisor Dr Ferreira-Lopes, saying the draft chapter is attached", intent: "send_email",
                              resolver: resolver).slots["email_to"] == "Dr Ferreira-Lopes")
        // Read on sets 1092-1107: a thing to check before "when we reach…" is no question of when;
        // "every school day"; Malaysian "must renew…"; the day typed before the month, then the hour
        // in words; "has X sent … or not?"; someone else's reminder said as a habit; advice asked for.
        #expect(drafter.draft("remind me to check Lomayani's boots when we reach Barafu camp", intent: "add_reminder", resolver: resolver).mustConfirm != nil)
        let school = drafter.draft("every school day at eight in the morning remind me to log attendance for the umbrella school", intent: "add_reminder", resolver: resolver)
        #expect(school.slots["recurrence"] == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "\(school)")
        expectDrafts([("Thursday afternoon must renew the business licence at the council, remind me ya", "renew the business licence at the council",
                       "2026-11-26T15:00:00+01:00")], intent: "add_reminder")
        expectDrafts([("15 December eleven in the morning meet the bank officer at Gunung Rapat about the loan, put calendar",
                       "meet the bank officer at Gunung Rapat about the loan", "2026-12-15T11:00:00+01:00")], intent: "create_event")
        #expect(drafter.draft("Nilmini has sent the broker's valuation or not? check my mails", intent: "read_email", resolver: resolver).slots["email_from"] == "Nilmini")
        #expect(SlotDrafter.asksForSomeoneElse("the passengers always ask me to remind them about the sunscreen and then they come back red"))
        #expect(SlotDrafter.talksAboutIt("the factory officer keeps telling he emailed the grading report on Friday, but in my inbox nothing is there, what to do"))
        // Lengths said as "it will go for…", "goes for…", "it takes like…"; requests said last as
        // "put inside my calendar", "mark in calendar", "add am to my calendar".
        for (text, title, range) in [("fix a meeting with the trade union leaders in the estate office on Thursday at ten, it will go for one and a half hours",
                                      "a meeting with the trade union leaders in the estate office", "2026-11-26T10:00:00+01:00/2026-11-26T11:30:00+01:00"),
                                     ("put a sea survival refresher for the deckies in the diary, Thursday at one, goes for four hours",
                                      "a sea survival refresher for the deckies", "2026-11-26T13:00:00+01:00/2026-11-26T17:00:00+01:00"),
                                     ("put in the calendar the talk for the school kids in the village, Wednesday at ten in the morning, it takes like ninety minutes",
                                      "the talk for the school kids in the village", "2026-11-25T10:00:00+01:00/2026-11-25T11:30:00+01:00"),
                                     ("this Saturday the 28th from three to six, my daughter's birthday dinner at Tambun, put inside my calendar",
                                      "my daughter's birthday dinner at Tambun", "2026-11-28T15:00:00+01:00/2026-11-28T18:00:00+01:00")] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_range"] == range && draft.mustConfirm == nil, "\(text): \(draft)")
        }
        expectDrafts([("next Tuesday morning the coffee roasting at the Gopeng factory with Boon Keat, mark in calendar",
                       "the coffee roasting at the Gopeng factory with Boon Keat", "2026-12-01T09:00:00+01:00"),
                      ("the premiere of Lanre's last film at the cinema in Yaba, 12th December, 7pm, add am to my calendar",
                       "the premiere of Lanre's last film at the cinema in Yaba", "2026-12-12T19:00:00+01:00")], intent: "create_event")
        for text in ["che, did Candela write me back about the shoes?", "is anything from Odai in Aqaba? he was asking about the guests",
                     "is there email from Torben? he wanted to change the flight"] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
        }
    }
    @Test func lengthsAppositionsAndWordsAsSaidOfTheSixtyEighthSession() {
        // Lengths said in passing in more ways; requests said last after "ya", "go ahead and", "de calendar" (sets 1108-1123).
        for (text, title, range) in [("block out Wednesday at eight for loading the reefer trucks bound for Sacramento, figure six hours of loading",
                                      "loading the reefer trucks bound for Sacramento", "2026-11-25T08:00:00+01:00/2026-11-25T14:00:00+01:00"),
                                     ("put sharpening the gin saws on the calendar for Saturday at six in the morning, we'll be shut down about ten hours",
                                      "sharpening the gin saws", "2026-11-28T06:00:00+01:00/2026-11-28T16:00:00+01:00"),
                                     ("abeg put SAED training at the secretariat for tomorrow 10am, e go last three hours",
                                      "SAED training at the secretariat", "2026-11-24T10:00:00+01:00/2026-11-24T13:00:00+01:00"),
                                     ("put the lease meeting at the TLTB office in Lautoka on Thursday at ten, maybe one and half hour",
                                      "the lease meeting at the TLTB office in Lautoka", "2026-11-26T10:00:00+01:00/2026-11-26T11:30:00+01:00"),
                                     ("calendar: lunch with the Nagpur clients tomorrow at 1 pm, block two hours",
                                      "lunch with the Nagpur clients", "2026-11-24T13:00:00+01:00/2026-11-24T15:00:00+01:00"),
                                     ("put Junaid and Sadaf's walima at the marquee in DHA on the calendar, Saturday night eight to eleven thirty",
                                      "Junaid and Sadaf's walima at the marquee in DHA", "2026-11-28T20:00:00+01:00/2026-11-28T23:30:00+01:00")] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_range"] == range && draft.mustConfirm == nil, "\(text): \(draft)")
        }
        expectDrafts([("the school Christmas concert's on the ninth of December at seven in the evening, put it on the calendar",
                       "the school Christmas concert", "2026-12-09T19:00:00+01:00"),
                      ("please assist me to put the factory AGM at Momul in my calendar, Thursday at nine", "the factory AGM at Momul", "2026-11-26T09:00:00+01:00"),
                      ("the fire marshal's inspection at the gin is Tuesday at ten thirty, go ahead and put it on the calendar",
                       "the fire marshal's inspection at the gin", "2026-11-24T10:30:00+01:00"),
                      ("crab and dumpling lime at Tante Eudora's Saturday at seven in the evening, put it in de calendar", "crab and dumpling lime at Tante Eudora's",
                       "2026-11-28T19:00:00+01:00"),
                      ("Sunitha's flight landing from Kozhikode next Monday at 6:40 in the morning, ya put that in the calendar",
                       "Sunitha's flight landing from Kozhikode", "2026-11-30T06:40:00+01:00"),
                      ("my passing out parade na 14th of January at ten, put am for calendar make I no forget", "my passing out parade", "2027-01-14T10:00:00+01:00"),
                      ("put a video call with Massimo in for Friday at 4 pm Italian time", "a video call with Massimo", "2026-11-27T16:00:00+01:00")],
                     intent: "create_event")
        // "dinner at Mario's on Friday" keeps its "'s".
        #expect(drafter.draft("dinner at Mario's on Friday at 7", intent: "create_event", resolver: resolver).slots["title"] == "dinner at Mario's")
        // Clocks in more words; "gonna" and "fixing to" kept as said; "it" after a particle ends a task.
        expectDrafts([("remind me tomorrow five o'clock morning to tell the gang to start cutting the block by the creek",
                       "tell the gang to start cutting the block by the creek", "2026-11-24T05:00:00+01:00"),
                      ("remember me at quarter over four to call meneer Smeets that his bakfiets is ready", "call meneer Smeets that his bakfiets is ready",
                       "2026-11-23T16:15:00+01:00"),
                      ("remind me at three to call the oil mill and see when they're fixing to send trucks for the cottonseed",
                       "call the oil mill and see when they're fixing to send trucks for the cottonseed", "2026-11-23T15:00:00+01:00"),
                      ("print the boarding passes for Lodz on Monday morning, give me a reminder", "print the boarding passes for Lodz", "2026-11-30T09:00:00+01:00")],
                     intent: "add_reminder")
        #expect(drafter.draft("remind me every Friday at three to turn in my timesheet with the storm hours on it", intent: "add_reminder", resolver: resolver).mustConfirm == nil)
        #expect(drafter.draft("make a note, Boyce Tullos's modules came in wet, his turnout's gonna run low", intent: "create_note", resolver: resolver).slots["title"]
                == "Boyce Tullos's modules came in wet, his turnout's gonna run low")
        #expect(drafter.draft("note am say the mai suya by the junction still owe me two hundred naira change", intent: "create_note", resolver: resolver).slots["title"]
                == "the mai suya by the junction still owe me two hundred naira change")
        // A condition said as what someone or something does next, with no other time.
        for text in ["remind me to move the car before the street sweeper comes round", "remind me to count t' tackle pads when t' lads come off t' pitch",
                     "remind me to start the pressing on the fune when toji-san says the moromi's ready"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        #expect(drafter.draft("make a note, the winding engine's brass wants polishing afore the Christmas tours", intent: "create_note", resolver: resolver).slots["title"]
                == "the winding engine's brass wants polishing afore the Christmas tours")
        #expect(drafter.draft("read my email please, my hands all orange from the peeling", intent: "read_email", resolver: resolver).slots["email_from"] == nil)
        for text in ["did Father Ortolaza write me about the schedule of the Misa de Aguinaldo?", "Mr. Yoon answer my email or not yet?",
                     "what Hyejin send me by email today?", "anything from Mr Gronow at the council?",
                     "the puxador Claudemir answered my e-mail about the tone of the samba already?"] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
        }
        // Yorkshire "from ten while twelve"; "they'll be with us two hours"; Australian "do me…".
        for (text, title, range) in [("the kit sponsor's photo shoot, Wednesday from ten while twelve, stick it on the calendar",
                                      "the kit sponsor's photo shoot", "2026-11-25T10:00:00+01:00/2026-11-25T12:00:00+01:00"),
                                     ("put the underground tour for the school party from Pendeen down for Wednesday at ten, they'll be with us two hours",
                                      "the underground tour for the school party from Pendeen", "2026-11-25T10:00:00+01:00/2026-11-25T12:00:00+01:00")] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_range"] == range && draft.mustConfirm == nil, "\(text): \(draft)")
        }
        #expect(SlotDrafter.cutEdge("do me heel slides and ankle pumps", intent: "add_reminder") == nil)
        // Read on sets 1140-1155: "a.m." ends no sentence; what happens otherwise; "hour and half";
        // "Name the vet"; conditions with "this…don finish" and "when bala brings…".
        let comps = drafter.draft("every Thursday at nine a.m. remind me to pull fresh comps for Larchmont", intent: "add_reminder", resolver: resolver)
        #expect(comps.slots["recurrence"] == "FREQ=WEEKLY;BYDAY=TH" && comps.slots["title"] == "pull fresh comps for Larchmont", "\(comps)")
        #expect(drafter.draft("every Friday at seven a.m. remind me to put my hours in the union app, bro, or the annuity comes up short", intent: "add_reminder",
                              resolver: resolver).slots["title"] == "put my hours in the union app")
        let omis = drafter.draft("put in calendar meeting with the accountant in Omiš on Friday at eleven, it takes maybe hour and half", intent: "create_event", resolver: resolver)
        #expect(omis.slots["title"] == "meeting with the accountant in Omiš" && omis.slots["datetime_range"] == "2026-11-27T11:00:00+01:00/2026-11-27T12:30:00+01:00", "\(omis)")
        #expect(drafter.draft("did Zhaksylyk the vet write back about the stallion?", intent: "read_email", resolver: resolver).slots["email_from"] == "Zhaksylyk")
        for text in ["remind me to take Munachiso for his haircut after this turnaround don finish", "remind me to check the outboard when bala brings the spark plugs back from TI"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        #expect(SlotDrafter.talksAboutIt("people think fishermen work only in December, but the emails from buyers come already in September"))
        // A condition's own "to" ("if it starts to rain") is not where the task goes on (the tenth test split).
        #expect(drafter.draft("remind me to take the washing in if it starts to rain", intent: "add_reminder", resolver: resolver).slots["title"] == "take the washing in")
        for text in ["ja, what is new in the mailbox, read it to me", "has Majken mailed something about the Lucia costumes?"] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
        }
        #expect(drafter.draft("Alhaji Danladi don reply my email?", intent: "read_email", resolver: resolver).slots["email_from"] == "Alhaji Danladi")
        #expect(drafter.draft("the puxador Claudemir answered my e-mail about the tone of the samba already?", intent: "read_email", resolver: resolver).slots["email_from"]
                == "Claudemir")
        // An ordinal before a capitalised name, a count in words before "week" and a noun, are the name's.
        expectDrafts([("the 16 of December at five thirty in the morning, the first Misa de Aguinaldo, put it in the calendar",
                       "the first Misa de Aguinaldo", "2026-12-16T05:30:00+01:00"),
                      ("put the thirty-eight week check with Raewyn in the calendar for the seventh of December at eleven thirty",
                       "the thirty-eight week check with Raewyn", "2026-12-07T11:30:00+01:00")], intent: "create_event")
        // With a time said, what something else does next stays in the task; a word after the comma stays apart.
        expectDrafts([("on the 1st, put in me annual leave for the summer before the window shuts, remind me",
                       "put in me annual leave for the summer before the window shuts", "2026-12-01T09:00:00+01:00")], intent: "add_reminder")
        #expect(drafter.draft("remind me to call Khalfan about the camels after the sandstorm finishes, wallah", intent: "add_reminder", resolver: resolver).slots["title"]
                == "call Khalfan about the camels")
        #expect(drafter.draft("remind me at 3 pm to move the car before the street sweeper comes", intent: "add_reminder", resolver: resolver).slots["title"]
                == "move the car before the street sweeper comes")
        // Who wrote, named after who they are; answers asked about without "has".
        #expect(drafter.draft("read me the email from my foreman, Boyd Hypes", intent: "read_email", resolver: resolver).slots["email_from"] == "Boyd Hypes")
        #expect(drafter.draft("read the email from the landlord, Fadi, about the rent", intent: "read_email", resolver: resolver).slots["email_from"] == "Fadi")
        for (text, from) in [("Lisanne email me back yet?", "Lisanne"), ("Vikash replied my email or not?", "Vikash")] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        let school = drafter.draft("send an email to admissions at crieff academy dot org dot uk asking whether there's a place in year nine for my daughter",
                                   intent: "send_email", resolver: resolver)
        #expect(school.slots["email_to"] == "admissions@crieffacademy.org.uk" && school.slots["email_body"] == "whether there's a place in year nine for my daughter", "\(school)")
        // Talk about notes and reminders, not a request.
        #expect(SlotDrafter.talksAboutIt("I have so many notes for terminology that I cannot find anything in them anymore"))
        #expect(SlotDrafter.talksAboutIt("for orientation camp nobody needed reminder, the bugle go wake you by 4:30 whether you like am or not"))
        #expect(SlotDrafter.talksAboutIt("Minjae always say mom, use the memo app, but I like my paper notebook more"))
        #expect(SlotDrafter.talksAboutIt("my boss puts every meeting in the calendar at six in the morning because he thinks the roses wake up early"))
        expectDrafts([("wee Sinead's nativity in the school in Lisnaskea, Thursday at half one, stick that in the diary",
                       "Sinead's nativity in the school in Lisnaskea", "2026-11-26T13:30:00+01:00")], intent: "create_event")
    }

    @Test func remarksLengthsAndMessagesOfTheSixtyNinthSession() {
        // A remark after a comma is no part of the task (the tenth test split; sets 1158–1166).
        expectDrafts([("remind me tomorrow at 5:30 am to open the shutters at the shop, the milk delivery comes early", "open the shutters at the shop",
                       "2026-11-24T05:30:00+01:00"),
                      ("remind me in fifteen minutes to off the stove, the soup will boil over lah", "off the stove", "2026-11-23T10:15:00+01:00"),
                      ("please remind me at one o'clock to call the wholesaler in Zarqa about the olive oil order, inshallah they have stock",
                       "call the wholesaler in Zarqa about the olive oil order", "2026-11-23T13:00:00+01:00"),
                      ("in twenty minutes remind me to pull the cheese scones out, the oven's munted and runs hot", "pull the cheese scones out", "2026-11-23T10:20:00+01:00"),
                      ("remind me Wednesday at nine to take the sheets to the dealer in Pala, price may go down after", "take the sheets to the dealer in Pala",
                       "2026-11-25T09:00:00+01:00"),
                      ("Thursday morning me I should buy twenty litres of fuel for the engine, please remind me", "buy twenty litres of fuel for the engine",
                       "2026-11-26T09:00:00+01:00"),
                      ("gonnae remind me in twenty minutes tae phone theatre and see if they're ready for us tae go on bypass",
                       "phone theatre and see if they're ready for us tae go on bypass", "2026-11-23T10:20:00+01:00")],
                     intent: "add_reminder")
        // Lists and appositions after a comma stay.
        expectDrafts([("remind me on friday to pack the tent, the stove and the sleeping bags", "pack the tent, the stove and the sleeping bags",
                       "2026-11-27T09:00:00+01:00")], intent: "add_reminder")
        let daily = drafter.draft("daily evening six o'clock remind me to add the acid to the latex pans", intent: "add_reminder", resolver: resolver)
        #expect(daily.slots["recurrence"] == "FREQ=DAILY" && daily.slots["datetime_point"] == "2026-11-23T18:00:00+01:00", "\(daily)")
        expectDrafts([("put the farrier's visit down for Thursday at 7 am, the grey mare's lost a shoe", "the farrier's visit", "2026-11-26T07:00:00+01:00"),
                      ("chiropodist at the health centre on the first at twenty tae eleven, pit it in", "chiropodist at the health centre", "2026-12-01T10:40:00+01:00")],
                     intent: "create_event")
        // How long it lasts, said last in more ways (sets 1158–1171).
        for (text, title, range) in [("Rubber Board training class on tapping in Kanjirappally, Friday ten o'clock, it will go two hours, add in calendar",
                                      "Rubber Board training class on tapping in Kanjirappally", "2026-11-27T10:00:00+01:00/2026-11-27T12:00:00+01:00"),
                                     ("put the fire hall breakfast down for Sunday at eight, she runs about an hour and a half",
                                      "the fire hall breakfast", "2026-11-29T08:00:00+01:00/2026-11-29T09:30:00+01:00"),
                                     ("put the C-TPAT validation visit on my calendar for Wednesday at nine, the lady from CBP said it's gonna be like four hours",
                                      "the C-TPAT validation visit", "2026-11-25T09:00:00+01:00/2026-11-25T13:00:00+01:00"),
                                     ("chuck the flat inspection in the calendar for Thursday at ten, Sheryl the property manager reckons it'll take about forty-five minutes",
                                      "the flat inspection", "2026-11-26T10:00:00+01:00/2026-11-26T10:45:00+01:00"),
                                     ("stick the perfusion audit meeting in the diary for Thursday, half two tae four",
                                      "the perfusion audit meeting", "2026-11-26T14:30:00+01:00/2026-11-26T16:00:00+01:00"),
                                     ("pit Cammy's birthday tea in the calendar, Sunday fae four till six",
                                      "Cammy's birthday tea", "2026-11-29T16:00:00+01:00/2026-11-29T18:00:00+01:00")] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_range"] == range, "\(text): \(draft)")
        }
        // A message said first, then who it goes to; a recipient named after who they are.
        for (text, to, body) in [("the lab report is uploaded, email Sushmita that", "Sushmita", "the lab report is uploaded"),
                                 ("the boiler is fixed, let Ruairi know by email", "Ruairi", "the boiler is fixed"),
                                 ("tell Gislaine the samples are approved and she can start production, send that by email", "Gislaine",
                                  "the samples are approved and she can start production"),
                                 ("email the landlord, Fadi, and tell him the kitchen tap is leaking again", "Fadi", "the kitchen tap is leaking again"),
                                 ("email my neighbour, Oksana, saying the parcel is with me", "Oksana", "the parcel is with me")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_to"] == to && draft.slots["email_body"] == body, "\(text): \(draft)")
        }
        // Who wrote: two words after a possessive; the question's sender, not a remark's; a name before where they work.
        for (text, from) in [("read out the last email from Ryder's football coach", "Ryder's football coach"),
                             ("read the email from my son's piano teacher", "my son's piano teacher"),
                             ("has the estate agent not replied yet", "the estate agent"),
                             ("any emails from Georgie? she said she'd send through the photos from the ball", "Georgie"),
                             ("Alvise of the squero has answered my mail?", "Alvise")] {
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        // A request to note something, and a text with a reminder asked for after it, are requests.
        #expect(!SlotDrafter.talksAboutIt("can you put in a note that the tractor's due an oil change at 500 hours"))
        #expect(SlotDrafter.refusal("text Kerrie about the carpool on Sunday at five in the afternoon, set a reminder for that") == nil)
        #expect(SlotDrafter.refusal("text Kerrie about the carpool on Sunday") != nil)
        // More lengths said last and remarks, and mail asked for (sets 1172–1203).
        for (text, title, range) in [("put in calendar, Hausarzt Doktor Mairhofer comes for house visit Wednesday eleven o'clock, he stays maybe forty-five minutes",
                                      "Hausarzt Doktor Mairhofer comes for house visit", "2026-11-25T11:00:00+01:00/2026-11-25T11:45:00+01:00"),
                                     ("put physio with Mr Kollie at ELWA hospital for Wednesday ten o'clock, the session can take one hour",
                                      "physio with Mr Kollie at ELWA hospital", "2026-11-25T10:00:00+01:00/2026-11-25T11:00:00+01:00"),
                                     ("put in the calendar the ch'alla of the new level on Saturday at nine in the morning, it takes like five hours with the band and everything",
                                      "the ch'alla of the new level", "2026-11-28T09:00:00+01:00/2026-11-28T14:00:00+01:00"),
                                     ("put in my calendar Saturday ten o'clock, the cat adoption drive at Toa Payoh Hub, whole thing three hours",
                                      "the cat adoption drive at Toa Payoh Hub", "2026-11-28T10:00:00+01:00/2026-11-28T13:00:00+01:00"),
                                     ("put the training on the new billing system in the diary an' all, the first of December, nine till one",
                                      "the training on the new billing system", "2026-12-01T09:00:00+01:00/2026-12-01T13:00:00+01:00")] {
            let draft = drafter.draft(text, intent: "create_event", resolver: resolver)
            #expect(draft.slots["title"] == title && draft.slots["datetime_range"] == range, "\(text): \(draft)")
        }
        expectDrafts([("put in the calendar that on Tuesday at two I am meeting the head teacher Mrs Msiska about the new classroom block",
                       "meeting the head teacher Mrs Msiska about the new classroom block", "2026-11-24T14:00:00+01:00")], intent: "create_event")
        expectDrafts([("every Friday at three, the usher's timesheets want signing off, remind me, ta", "the usher's timesheets want signing off", "2026-11-27T15:00:00+01:00"),
                      ("tonight at nine you remind me, tklapi must go on balcony for drying", "tklapi must go on balcony for drying", "2026-11-23T21:00:00+01:00"),
                      ("remind me in two hours to turn the carpet on the roof, the other side must get sun", "turn the carpet on the roof", "2026-11-23T12:00:00+01:00"),
                      ("dobra, remind me tomorrow at ten o'clock to ring Apotheke in Mayrhofen, his Madopar is almost finished", "ring Apotheke in Mayrhofen",
                       "2026-11-24T10:00:00+01:00")],
                     intent: "add_reminder")
        for (text, from) in [("Ruggero has answered me?", "Ruggero"), ("any email from Jigmet? he said he will send his exam results", "Jigmet"),
                             ("what write Vasile in his email?", "Vasile"), ("is there onythin' fae Mrs Nichol aboot the nativity?", "Mrs Nichol"),
                             ("has Gwendolen in the Sheriff Clerk's office emailed this morning?", "Gwendolen")] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
            #expect(drafter.draft(text, intent: "read_email", resolver: resolver).slots["email_from"] == from, "\(text)")
        }
        #expect(SlotDrafter.talksAboutIt("the actors never read the emails with the call times, they phone me the same morning to ask at what hour they come"))
        // From the eleventh test split, read after its single run.
        #expect(SlotDrafter.talksAboutIt("I never read my work emails after six, it's a rule I have"))
        #expect(SlotDrafter.talksAboutIt("honestly my calendar this week is a disaster, back to back meetings"))
        #expect(drafter.draft("Olusegun was meant to reply about the van, check my email", intent: "read_email", resolver: resolver).slots["email_from"] == "Olusegun")
        #expect(drafter.draft("help me write note say Damilare owe me fifteen thousand naira", intent: "create_note", resolver: resolver).slots["title"]
                == "Damilare owe me fifteen thousand naira")
        let monthly = drafter.draft("every month on the fifteenth at 9 a.m. remind me to file the VAT return for Kanagaratnam Traders", intent: "add_reminder", resolver: resolver)
        #expect(monthly.slots["recurrence"] == "FREQ=MONTHLY;BYMONTHDAY=15" && monthly.slots["datetime_point"] == "2026-12-15T09:00:00+01:00", "\(monthly)")
        for (text, to, body) in [("we're out of printer toner and A4 paper, email Sumaiya in the office about it", "Sumaiya", "we're out of printer toner and A4 paper"),
                                 ("the match is aff, the pitch is frozen, email Malachy and tell him", "Malachy", "the match is aff, the pitch is frozen")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_to"] == to && draft.slots["email_body"] == body, "\(text): \(draft)")
        }
        // "put up" is the task's verb, not the request's.
        expectDrafts([("put in calendar, Wednesday at 8 put up the scaffold for the shop sign", "put up the scaffold for the shop sign", "2026-11-25T08:00:00+01:00")],
                     intent: "create_event")
    }

    @Test func remarksTimesAndNotesOfTheSeventiethSession() {
        // A day the task is for, said with "for", is the task's when another day is said after it
        // (the eleventh test split); remarks after a comma (the eleventh split, sets 1205, 1209).
        expectDrafts([("I need to defrost the chicken for Sunday lunch, Saturday night, remind me", "defrost the chicken for Sunday lunch", "2026-11-28T21:00:00+01:00"),
                      ("I need to buy the cake for Sunday, Saturday morning, remind me", "buy the cake for Sunday", "2026-11-28T09:00:00+01:00"),
                      ("remind me tomorrow at 3:15 to pick up Natividad from soccer, coach said they're finishing late", "pick up Natividad from soccer",
                       "2026-11-24T15:15:00+01:00"),
                      ("remind me Wednesday at ten to call Mrs Szczepanski, her Selectric's ready, just needed a new motor belt", "call Mrs Szczepanski",
                       "2026-11-25T10:00:00+01:00")],
                     intent: "add_reminder")
        expectDrafts([("put on calendar the food market on Sunday at nine, we have a table", "the food market", "2026-11-29T09:00:00+01:00"),
                      ("can ye put in the podcast recording with Ciara, Wednesday at three", "the podcast recording with Ciara", "2026-11-25T15:00:00+01:00"),
                      ("in the agenda please: next week Tuesday at ten o'clock, Joop the accountant for the year figures", "Joop the accountant for the year figures",
                       "2026-12-01T10:00:00+01:00")],
                     intent: "create_event")
        // A clock with a bare part of the day; a monthly day said "every first of the month" (sets 1205, 1209).
        let weekly = drafter.draft("every Saturday five thirty morning remind me load the cooler in the van for farmers market", intent: "add_reminder", resolver: resolver)
        #expect(weekly.slots["datetime_point"] == "2026-11-28T05:30:00+01:00" && weekly.slots["title"] == "load the cooler in the van for farmers market", "\(weekly)")
        let monthly = drafter.draft("every first of the month at eight in the morning remind me to change the fluid in the ultrasonic cleaner", intent: "add_reminder", resolver: resolver)
        #expect(monthly.slots["recurrence"] == "FREQ=MONTHLY;BYMONTHDAY=1" && monthly.slots["datetime_point"] == "2026-12-01T08:00:00+01:00", "\(monthly)")
        // Two weekdays said before their dates are those dates, whole (set 1217).
        let days = drafter.draft("put the club pilot theory course on the calendar, Saturday and Sunday the twelfth and thirteenth of December", intent: "create_event", resolver: resolver)
        #expect(days.slots["datetime_range"] == "2026-12-12T00:00:00+01:00/2026-12-14T00:00:00+01:00", "\(days)")
        // A condition of the speaker's or of the weather is asked about (set 1219).
        for text in ["remind me to go back for the chanterelles at Chideock after we've had a good drop of rain", "remind me to go back for the chanterelles after it rains"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        // A request said after a remark was said (set 1204).
        #expect(!drafter.draft("check Sockeye's wrist again in forty-five minutes, he was favouring it coming in off the trail, remind me",
                               intent: "add_reminder", resolver: resolver).bareTitle)
        // A note keeps what moves things; whom it is for, said first, goes; a tag after it goes (the eleventh split, sets 1213, 1217).
        for (text, title) in [("new note: ideas for the garden, raised beds by the fence, a water butt, and move the compost",
                               "ideas for the garden, raised beds by the fence, a water butt, and move the compost"),
                              ("note for the shop order, two medium helmets, a speed bar and spare brake lines", "two medium helmets, a speed bar and spare brake lines"),
                              ("write down for the shop, the extra old is sold out", "the extra old is sold out"),
                              ("note, the brine is too weak, salt measure was eighteen percent, must be twenty, hè", "the brine is too weak, salt measure was eighteen percent, must be twenty")] {
            #expect(drafter.draft(text, intent: "create_note", resolver: resolver).slots["title"] == title, "\(text)")
        }
        #expect(drafter.draft("note that the dentist called and cancel my 3 pm meeting", intent: "create_note", resolver: resolver).mustConfirm != nil)
        // A message told first, the mail asked for after (the eleventh split).
        for (text, body) in [("tell Marcelino I'll be twenty minutes late to the site, send him an email", "I'll be twenty minutes late to the site"),
                             ("let Marcelino know I'll be late, email him", "I'll be late"),
                             // Who they are, said after the name (the twelfth test split, read).
                             ("shoot an email over to Marcelino the accountant saying the receipts are in the blue folder", "the receipts are in the blue folder"),
                             ("email Marcelino the letting agent and tell him the CP12 is done", "the CP12 is done")] {
            let draft = drafter.draft(text, intent: "send_email", resolver: resolver)
            #expect(draft.slots["email_to"] == "Marcelino" && draft.slots["email_body"] == body, "\(text): \(draft)")
        }
        // Mail asked for in more ways (the eleventh split, sets 1205–1249).
        for text in ["what's come into my email while I was out at the shops", "ehm, can you open my mails, I'm waiting for the booking confirmation",
                     "is there something from Yvon at the arena in Rimouski?", "what's Treve put in his email?", "Khamtanh send me something?",
                     "Pak Darma already reply my email or not yet?", "Gede send me something by email or no?", "Mrs Caldwell write me again or not?",
                     "anything from Eun-ji at the city office about the building permit?", "have we got anything from Eseta about the pre-approval yet?",
                     "did Brendon flick me anything?"] {
            #expect(SlotDrafter.asksForMail(text), "\(text)")
        }
        // Who wrote, without respect said after the name, and not from a remark (sets 1230, 1248).
        #expect(drafter.draft("any mail came from Varghese sir regarding the permit?", intent: "read_email", resolver: resolver).slots["email_from"] == "Varghese")
        #expect(drafter.draft("read out me emails, love, I've got dust up to my elbows from the top cupboards", intent: "read_email", resolver: resolver).slots["email_from"] == nil)
        // Conditions of the kind set 1228–1231 used, each asked about.
        for text in ["remind me to give Thijmen his logbook back when the pilot is off the ship", "remind me to call the vet to check Ayyappan's tusk once his musth is over",
                     "remind me to fill the brine tanks next time the spring tide comes in", "remind me check weight of Yodchai again after he finish sauna"] {
            #expect(drafter.draft(text, intent: "add_reminder", resolver: resolver).mustConfirm != nil, "\(text)")
        }
        // Why, said first, is no part of the task (sets 1206, 1236, 1248).
        expectDrafts([("we're nearly out of cornflour for the snow footsteps, in two hours I need to order another sack of cornflour, remind me",
                       "order another sack of cornflour", "2026-11-23T12:00:00+01:00"),
                      ("the Nortey people are coming to see the fish coffin, so Thursday at eleven clean up the showroom, remind me", "clean up the showroom",
                       "2026-11-26T11:00:00+01:00"),
                      ("I'm up the ladder in the linen press, remind me in twenty minutes to take the pumpkin scones out", "take the pumpkin scones out",
                       "2026-11-23T10:20:00+01:00"),
                      ("remind me in half an hour to call Sunanda madam, her son's school pickup timing is changed", "call Sunanda madam", "2026-11-23T10:30:00+01:00"),
                      ("yo remind me like tomorrow at seven to pack my PE kit, coach is gonna literally end me", "pack my PE kit", "2026-11-24T07:00:00+01:00")],
                     intent: "add_reminder")
        // Lengths said last, a day blocked out whole, an hour that is not the evening's (sets 1223–1251).
        for (text, range) in [("put the drinks reception gig at the hotel in Clifden in the calendar for Saturday the fifth at four, they want an hour and a half",
                               "2026-12-05T16:00:00+01:00/2026-12-05T17:30:00+01:00"),
                              ("pencil in a walk-through of the villa at Highfields with Mrs Ulberg, Friday at ten, she said allow an hour and a half",
                               "2026-11-27T10:00:00+01:00/2026-11-27T11:30:00+01:00"),
                              ("block out Monday the seventh of December for the workshop open day", "2026-12-07T00:00:00+01:00/2026-12-08T00:00:00+01:00"),
                              ("the gemology course in the SENA, Tuesday first of December from two to six, add it to the calendar",
                               "2026-12-01T14:00:00+01:00/2026-12-01T18:00:00+01:00")] {
            #expect(drafter.draft(text, intent: "create_event", resolver: resolver).slots["datetime_range"] == range, "\(text)")
        }
        #expect(drafter.draft("make appointment next Tuesday at ten, meeting with the hotel manager in Sukawati about the dinner show", intent: "create_event",
                              resolver: resolver).slots["datetime_point"] == "2026-12-01T10:00:00+01:00")
        // The request and where it goes, then the time and the name; "I beg"; "all the day" (sets 1236, 1237, 1246).
        for (text, title) in [("put in calendar tomorrow from two until five, the manure truck comes to the east garden", "the manure truck comes to the east garden"),
                              ("Saturday fifth December from eight to two, Opanyin Kotei's funeral at Labadi, I beg put it in the diary", "Opanyin Kotei's funeral at Labadi")] {
            #expect(drafter.draft(text, intent: "create_event", resolver: resolver).slots["title"] == title, "\(text)")
        }
        #expect(drafter.draft("put in the calendar the name day of my sister Varvara, the fourth of December, all the day, we go to her in Mesta", intent: "create_event",
                              resolver: resolver).slots["datetime_range"] == "2026-12-04T00:00:00+01:00/2026-12-05T00:00:00+01:00")
        #expect(drafter.draft("write in the notes the recipe of the mastic liqueur, one litre tsipouro", intent: "create_note", resolver: resolver).slots["title"]
                == "the recipe of the mastic liqueur, one litre tsipouro")
        // "bro" before the request; "that is" saying what something is like (sets 1226, 1228).
        #expect(drafter.draft("bro put the rear brake repair at Yohanny's bike shop on my calendar Tuesday at 2, he said like forty-five minutes", intent: "create_event",
                              resolver: resolver).slots["title"] == "the rear brake repair at Yohanny's bike shop")
        #expect(drafter.draft("note for myself, fuel on the night watch was eleven hundred litre, that is too much for only two jobs", intent: "create_note",
                              resolver: resolver).slots["title"] == "fuel on the night watch was eleven hundred litre, that is too much for only two jobs")
        // A note after the request alone keeps a name it opens with; a list after "jot down" stays whole (sets 1214, 1232).
        for (text, title) in [("make a note, Moonraker, two scoops of the conditioning mix", "Moonraker, two scoops of the conditioning mix"),
                              ("jot down door shoes, ten-amp fuses and a tin of rope grease for the van", "door shoes, ten-amp fuses and a tin of rope grease for the van")] {
            #expect(drafter.draft(text, intent: "create_note", resolver: resolver).slots["title"] == title, "\(text)")
        }
        // Talk about notes and mail (sets 1227–1237).
        for text in ["me I don't write notes, the lion, the fish, the Mercedes, every measurement is inside my head",
                     "everybody sends me emails about dollar rate and pistachio price, every hour a new number, I stopped reading them",
                     "duw, the emails I get from people asking is sea salt any good for their slugs, I don't know where to start mun",
                     "I deleted the email from the bank by accident, it's probably nothing, is it", "I used to write everything in a paper diary but the dog ate it",
                     "my mam still writes her reminders on the back of her hand in biro", "the calendar in the staff room still says October, nobody can be bothered",
                     "our family calendar on the fridge is basically just my daughter's football", "Bogumiła's notebook is full of notes in three languages"] {
            #expect(SlotDrafter.talksAboutIt(text), "\(text)")
        }
    }
}
