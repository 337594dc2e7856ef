#!/usr/bin/env bash
# Makes the public site's product clip from nothing but ffmpeg's own drawing filters and the
# DejaVu font (public/site/, committed; re-run to change). Its poster and the share image, one
# per language, come from scripts/make-site-images.ts.
set -euo pipefail
out="$(dirname "$0")/../public/site"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
steps=("1  Order" "2  Classify" "3  Declare" "4  Clear" "5  Deliver")
text=""
for i in "${!steps[@]}"; do
  x=$((60 + i * 112))
  from=$((i * 2)); to=$((i * 2 + 2))
  text+="drawbox=x=${x}:y=200:w=100:h=56:color=white@0.25:t=fill,"
  text+="drawbox=x=${x}:y=200:w=100:h=56:color=white:t=fill:enable='between(t,${from},${to})',"
  text+="drawtext=fontfile=${font}:text='${steps[$i]}':x=${x}+8:y=220:fontsize=15:fontcolor=0x0958d9:enable='between(t,${from},${to})',"
  text+="drawtext=fontfile=${font}:text='${steps[$i]}':x=${x}+8:y=220:fontsize=15:fontcolor=white:enable='not(between(t,${from},${to}))',"
done
filter="${text}drawbox=x=60:y=290:w=530:h=4:color=white@0.6:t=fill,"
filter+="drawtext=fontfile=${font}:text='Trade Platform':x=60:y=70:fontsize=40:fontcolor=white,"
filter+="drawtext=fontfile=${font}:text='From the order to the cleared container':x=60:y=128:fontsize=22:fontcolor=white@0.9"
# The gradient, the captions, then a container (the yellow box) riding the route line.
graph="[0:v]${filter}[bg];[1:v]drawbox=x=0:y=0:w=60:h=8:color=0xd48806:t=fill[box];[bg][box]overlay=x='60+t*47':y=272:eval=frame"
inputs=(-f lavfi -i "gradients=s=640x360:c0=0x0958d9:c1=0x1890ff:x0=0:y0=0:x1=640:y1=360:d=10:r=24:speed=0.01" -f lavfi -i "color=c=0xffc53d:s=60x36:d=10:r=24")
ffmpeg -y -loglevel error "${inputs[@]}" -filter_complex "$graph" -t 10 -an -c:v libvpx-vp9 -b:v 120k -deadline good -row-mt 1 "$out/platform.webm"
ffmpeg -y -loglevel error "${inputs[@]}" -filter_complex "$graph" -t 10 -an -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 30 -movflags +faststart "$out/platform.mp4"
ls -l "$out"
