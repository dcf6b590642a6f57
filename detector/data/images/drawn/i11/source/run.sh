#!/bin/sh
# Rebuilds everything in /work/fresh/i11 from designs.js (about 1 minute).
set -e
cd "$(dirname "$0")"
node render.js        # files/*-clean.png + build/<id>.json (text lines read from the DOM, layout checks)
node degrade.js       # files/*-hard.jpg + build/<id>.hard.json (degradation + per-line readability)
node build_jsonl.js   # ../images.jsonl
node validate.js      # schema, enums, files, counts; exits 1 on any error
node make_report.js   # ../REPORT.md
