#!/bin/sh
# WebKitGTK's MiniBrowser in the language of the session: WebKit takes navigator.language from the
# process locale, compiled by tests/support/webkit/browser.ts into $E2E_LOCPATH. The first argument
# is the locale (es_ES), the second the session's motion preference (reduce or no-preference): GTK
# reads gtk-enable-animations from $XDG_CONFIG_HOME/gtk-3.0/settings.ini at start-up only, and
# WebKitGTK answers prefers-reduced-motion from it. The rest are WebKitWebDriver's.
locale="$1"
motion="$2"
shift 2
# GTK's configuration for this browser: the motion preference, and a stylesheet that lets the
# window's own toolbar shrink (GTK reads $XDG_CONFIG_HOME/gtk-3.0/gtk.css): with Adwaita's sizes
# the window would not go under 447 px, and a window asked for a 390 px phone stayed 447 px wide.
# Web content is not drawn with GTK's stylesheet.
XDG_CONFIG_HOME="${TMPDIR:-/tmp}/ludiqo-minibrowser-$motion"
export XDG_CONFIG_HOME
mkdir -p "$XDG_CONFIG_HOME/gtk-3.0"
cp "$(dirname "$0")/gtk.css" "$XDG_CONFIG_HOME/gtk-3.0/gtk.css"
if [ "$motion" = reduce ]; then
  cp "$(dirname "$0")/reducedMotion/gtk-3.0/settings.ini" "$XDG_CONFIG_HOME/gtk-3.0/settings.ini"
else
  rm -f "$XDG_CONFIG_HOME/gtk-3.0/settings.ini"
fi
exec env WEBKIT_DISABLE_COMPOSITING_MODE=1 WEBKIT_DISABLE_DMABUF_RENDERER=1 LOCPATH="$E2E_LOCPATH" LANG="$locale.UTF-8" LC_ALL="$locale.UTF-8" LANGUAGE= \
  "$(ls /usr/lib/*/webkit2gtk-4.1/MiniBrowser | head -n 1)" "$@"
