#!/bin/sh
# Nightly housekeeping: delete application logs older than 30 days and compress yesterday's.
set -eu
LOG_DIR=/var/log/shopfront
find "$LOG_DIR" -name '*.log.gz' -mtime +30 -delete
find "$LOG_DIR" -name '*.log' -mtime +0 ! -name 'current.log' -exec gzip -9 {} \;
df -h "$LOG_DIR" | tail -1
