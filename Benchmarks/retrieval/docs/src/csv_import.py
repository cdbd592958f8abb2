"""Reads a bank statement export (CSV) and totals the spending per category for a month."""
import csv
import sys
from collections import defaultdict
from decimal import Decimal

CATEGORIES = {
    "TESCO": "groceries", "SAINSBURY": "groceries", "SHELL": "fuel",
    "NETFLIX": "subscriptions", "SPOTIFY": "subscriptions", "TFL": "transport",
}

def category(description):
    for key, name in CATEGORIES.items():
        if key in description.upper():
            return name
    return "other"

def totals(path, month):
    sums = defaultdict(Decimal)
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle):
            if row["Date"].startswith(month) and Decimal(row["Amount"]) < 0:
                sums[category(row["Description"])] += -Decimal(row["Amount"])
    return dict(sums)

if __name__ == "__main__":
    for name, amount in sorted(totals(sys.argv[1], sys.argv[2]).items()):
        print(f"{name:15} {amount:>10}")
