#!/usr/bin/env bash
# Takes the README's pictures again, with `trellis layout --format png --scale 2` (rsvg-convert;
# Debian: apt-get install -y librsvg2-bin):
#   docs/pictures/aspect-fit-iphone-se.png       seed 000's aspect fit on the iPhone SE (1st generation)
#   docs/pictures/aspect-fit-iphone-15-pro-max.png  the same on the iPhone 15 Pro Max
#   docs/pictures/github-signup.png              a real screen with text (RxSwift's GitHubSignup1,
#                                                Examples/ThirdParty, MIT) on the iPhone 15
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${TRELLIS:-}" ]]; then
    swift build --product trellis >/dev/null
    TRELLIS="$(swift build --show-bin-path)/trellis"
fi
mkdir -p docs/pictures
signup=Examples/ThirdParty/ReactiveX__RxSwift__RxExample__RxExample__Examples__GitHubSignup__GitHubSignup1.storyboard
"$TRELLIS" layout Examples/AspectFit.storyboard --device retina4_0 --format png --scale 2 --output docs/pictures/aspect-fit-iphone-se.png
"$TRELLIS" layout Examples/AspectFit.storyboard --device retina6_72 --format png --scale 2 --output docs/pictures/aspect-fit-iphone-15-pro-max.png
"$TRELLIS" layout "$signup" --device retina6_12 --format png --scale 2 --output docs/pictures/github-signup.png
ls -l docs/pictures/*.png
