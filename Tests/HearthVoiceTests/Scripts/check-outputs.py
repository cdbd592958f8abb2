"""Parses Hearth's output files with real parsers and prints what they hold as JSON.

usage: check-outputs.py FILE...   (.ics with icalendar and a repeat's times with dateutil, .eml with
email, .md as text)
"""
import email, email.policy, json, sys
import icalendar
from dateutil.rrule import rrulestr

out = []
for path in sys.argv[1:]:
    data = open(path, "rb").read()
    if path.endswith(".ics"):
        cal = icalendar.Calendar.from_ical(data)
        for comp in cal.walk():
            if comp.name in ("VEVENT", "VTODO"):
                item = {"kind": comp.name, "summary": str(comp.get("summary"))}
                for key in ("dtstart", "dtend", "due"):
                    if comp.get(key) is not None:
                        item[key] = comp.decoded(key).isoformat()
                if comp.get("rrule") is not None:
                    # A repeat: its rule, and its first three times as dateutil reads them.
                    rule = comp.get("rrule").to_ical().decode()
                    item["rrule"] = rule
                    item["next"] = [t.isoformat() for t in rrulestr(rule, dtstart=comp.decoded("dtstart"))[:3]]
                out.append(item)
    elif path.endswith(".eml"):
        msg = email.message_from_bytes(data, policy=email.policy.strict)
        out.append({"kind": "email", "to": [a.addr_spec for a in msg["To"].addresses], "subject": str(msg["Subject"]),
                    "body": msg.get_content().strip(), "defects": len(msg.defects)})
print(json.dumps(out))
