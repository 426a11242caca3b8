#!/usr/bin/env bash
# Takes the README's pictures again, with `trellis layout --format png --scale 2` (librsvg;
# Debian: apt-get install -y librsvg2-2):
#   docs/pictures/aspect-fit-iphone-se.png       seed 000's aspect fit on the iPhone SE (1st generation)
#   docs/pictures/aspect-fit-iphone-15-pro-max.png  the same on the iPhone 15 Pro Max
#   docs/pictures/github-signup.png              a real screen with text (RxSwift's GitHubSignup1,
#                                                Examples/ThirdParty, MIT) on the iPhone 15
#   docs/pictures/aspect-fit-diff.png            `trellis diff` of seed 000 and a copy whose light-green
#                                                view's aspect ratio is 3:1 instead of 4:1, on the iPhone 8
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
changed="$(mktemp -d)/AspectFit-3to1.storyboard"
sed 's/multiplier="4:1" id="AsF-c-lg-ratio"/multiplier="3:1" id="AsF-c-lg-ratio"/' Examples/AspectFit.storyboard > "$changed"
# diff exits 1 when the versions differ, as they do here.
"$TRELLIS" diff Examples/AspectFit.storyboard "$changed" --devices retina4_7 --format png --output docs/pictures/aspect-fit-diff.png || [[ $? == 1 ]]
ls -l docs/pictures/*.png
