#!/usr/bin/env bash
# Takes the gallery of docs/pictures/ again: ten real documents of Examples/ThirdParty (licences in
# Examples/ThirdParty/NOTICE.md), one scene each (the scene with the most elements), on three
# devices — iPhone SE (1st generation, retina4_0), iPhone 15 (retina6_12) and iPad (10th
# generation, ipad10_9rounded) — as PNG at 1 pixel per point (`--scale 1`, to keep the committed
# gallery small), and writes docs/pictures/README.md, the page that shows them.
# Needs librsvg (Debian: apt-get install -y librsvg2-2).
# Usage: scripts/gallery.sh            (TRELLIS=path/to/trellis to use a built binary)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${TRELLIS:-}" ]]; then
    swift build --product trellis >/dev/null
    TRELLIS="$(swift build --show-bin-path)/trellis"
fi
out=docs/pictures/gallery
mkdir -p "$out"
rm -f "$out"/*.png
# name | document in Examples/ThirdParty | scene id | what the scene is
documents=(
    "rxswift-signup|ReactiveX__RxSwift__RxExample__RxExample__Examples__GitHubSignup__GitHubSignup1.storyboard|N2N-1B-sZ4|RxSwift: GitHub sign-up form"
    "iqkeyboardmanager-settings|hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Settings.storyboard|zPq-Kx-aQ0|IQKeyboardManager: settings table"
    "adyen-host|Adyen__adyen-ios__AdyenUIHost__Main.storyboard|1p3-kX-tQV|Adyen: demo host"
    "shopify-login|Shopify__mobile-buy-sdk-ios__Sample_Apps__Storefront__Storefront__Base.lproj__Main.storyboard|NVQ-Nb-Rjf|Shopify Storefront: log-in"
    "auth0-signup|auth0-samples__auth0-ios-swift-sample__02-Custom-Login-Form__Auth0Sample__Base.lproj__Main.storyboard|dBH-gU-r6h|Auth0 sample: sign-up form"
    "castvideos-media|googlecast__CastVideos-ios__Resources__Main.storyboard|gVo-97-HDk|CastVideos: media"
    "vocabulary-language|misteu__VocabularyTraining__VocabularyTrainer__Base.lproj__Main.storyboard|HDw-AL-qdI|VocabularyTraining: language"
    "ci2go-builds|ngs__ci2go__CI2Go__Base.lproj__Main.storyboard|FkY-Ef-iCc|CI2Go: builds"
    "readium-publication|readium__swift-toolkit__TestApp__Sources__OPDS__Base.lproj__OPDS.storyboard|uqu-Ka-dFr|Readium: OPDS publication"
    "traccar-tracker|traccar__traccar-client-ios__TraccarClient__Base.lproj__MainStoryboard.storyboard|ZQW-Vo-zry|Traccar Client: tracker"
)
devices=("retina4_0|iPhone SE (1st generation)" "retina6_12|iPhone 15" "ipad10_9rounded|iPad (10th generation)")
page=docs/pictures/README.md
{
    echo "# Gallery"
    echo
    echo "Ten real documents of \`Examples/ThirdParty\` (their licences: [NOTICE.md](../../Examples/ThirdParty/NOTICE.md)),"
    echo "one scene each, drawn by \`trellis layout --format png --scale 1\` on three devices. Taken by"
    echo "\`scripts/gallery.sh\`; see [pictures.md](../pictures.md) for what is drawn and what is not."
    echo
    header="| document |"; rule="|---|"
    for d in "${devices[@]}"; do header+=" ${d#*|} |"; rule+="---|"; done
    echo "$header"; echo "$rule"
} > "$page"
for entry in "${documents[@]}"; do
    IFS='|' read -r name file scene what <<< "$entry"
    row="| $what<br>\`$scene\` |"
    for d in "${devices[@]}"; do
        id="${d%%|*}"
        "$TRELLIS" layout "Examples/ThirdParty/$file" --scene "$scene" --device "$id" --format png --scale 1 --output "$out/$name-$id.png"
        width=160; [[ "$id" == ipad* ]] && width=240
        row+=" <img src=\"gallery/$name-$id.png\" width=\"$width\"> |"
    done
    echo "$row" >> "$page"
done
du -ch "$out"/*.png | tail -1
