#!/usr/bin/env bash
# Makes the home slider's demo video slide from the store's own first-flush banner: a slow
# six-second pan and zoom across the tea garden, VP9 in WebM (every current browser plays it),
# no sound, plus a poster from its first frame. Needs ffmpeg (Debian: apt-get install ffmpeg).
# The output is committed under public/videos/, so the app never needs ffmpeg to run.
set -euo pipefail
cd "$(dirname "$0")/.."
src=public/images/banners/slide-first-flush.webp
out=public/videos
mkdir -p "$out"
ffmpeg -y -loglevel error -loop 1 -i "$src" \
  -vf "scale=1600:-2,zoompan=z='min(zoom+0.0009,1.15)':x='iw/2-(iw/zoom/2)+on*0.6':y='ih/2-(ih/zoom/2)':d=150:s=960x540:fps=25,format=yuv420p" \
  -t 6 -c:v libvpx-vp9 -b:v 0 -crf 42 -deadline good -cpu-used 2 -row-mt 1 -an "$out/tea-garden.webm"
ffmpeg -y -loglevel error -i "$out/tea-garden.webm" -frames:v 1 -c:v libwebp -quality 70 "$out/tea-garden-poster.webp"
ls -l "$out"
