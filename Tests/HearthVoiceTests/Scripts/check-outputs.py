"""Parses Hearth's output files with real parsers and prints what they hold as JSON.

usage: check-outputs.py FILE...   (.ics with icalendar, .eml with email, .md as text)
"""
import email, email.policy, json, sys
import icalendar

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
                out.append(item)
    elif path.endswith(".eml"):
        msg = email.message_from_bytes(data, policy=email.policy.strict)
        out.append({"kind": "email", "to": [a.addr_spec for a in msg["To"].addresses], "subject": str(msg["Subject"]),
                    "body": msg.get_content().strip(), "defects": len(msg.defects)})
print(json.dumps(out))
