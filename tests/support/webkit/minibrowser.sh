#!/bin/sh
# WebKitGTK's MiniBrowser in the language of the session: WebKit takes navigator.language from the
# process locale, compiled by tests/support/webkit/browser.ts into $E2E_LOCPATH. The first argument
# is the locale (es_ES); the rest are WebKitWebDriver's.
locale="$1"
shift
exec env WEBKIT_DISABLE_COMPOSITING_MODE=1 WEBKIT_DISABLE_DMABUF_RENDERER=1 LOCPATH="$E2E_LOCPATH" LANG="$locale.UTF-8" LC_ALL="$locale.UTF-8" LANGUAGE= \
  "$(ls /usr/lib/*/webkit2gtk-4.1/MiniBrowser | head -n 1)" "$@"
