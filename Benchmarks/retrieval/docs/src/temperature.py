"""Sensor readings from the greenhouse probes: converts to Celsius and reports the daily mean."""
from statistics import mean

def fahrenheit_to_celsius(f):
    return (f - 32) * 5 / 9

def daily_mean(readings):
    """readings: list of (hour, fahrenheit) pairs from one probe; ignores obviously broken values."""
    valid = [fahrenheit_to_celsius(f) for _, f in readings if -40 <= f <= 140]
    return round(mean(valid), 1) if valid else None

def frost_risk(readings):
    return any(fahrenheit_to_celsius(f) < 2 for _, f in readings)
