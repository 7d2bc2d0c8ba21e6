#!/bin/sh
# WebKitGTK's MiniBrowser in the language of the session: WebKit takes navigator.language from the
# process locale, compiled by tests/support/webkit/browser.ts into $E2E_LOCPATH. The first argument
# is the locale (es_ES), the second the session's motion preference (reduce or no-preference): GTK
# reads gtk-enable-animations from $XDG_CONFIG_HOME/gtk-3.0/settings.ini at start-up only, and
# WebKitGTK answers prefers-reduced-motion from it. The rest are WebKitWebDriver's.
locale="$1"
motion="$2"
shift 2
if [ "$motion" = reduce ]; then
  XDG_CONFIG_HOME="$(dirname "$0")/reducedMotion"
  export XDG_CONFIG_HOME
fi
exec env WEBKIT_DISABLE_COMPOSITING_MODE=1 WEBKIT_DISABLE_DMABUF_RENDERER=1 LOCPATH="$E2E_LOCPATH" LANG="$locale.UTF-8" LC_ALL="$locale.UTF-8" LANGUAGE= \
  "$(ls /usr/lib/*/webkit2gtk-4.1/MiniBrowser | head -n 1)" "$@"
