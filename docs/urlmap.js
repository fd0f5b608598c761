// SPDX-FileCopyrightText: 2026 The Flow Authors
// SPDX-License-Identifier: LGPL-2.1-or-later
//
// Where the references of the namespaces Flow's documentation links to
// live. The two Flow references are installed side by side, so they
// link to each other by relative paths.

baseURLs = [
    [ 'Flow', '../flow-1/' ],
    [ 'FlowGtk', '../flow-gtk-1/' ],
    [ 'GLib', 'https://docs.gtk.org/glib/' ],
    [ 'GModule', 'https://docs.gtk.org/gmodule/' ],
    [ 'GObject', 'https://docs.gtk.org/gobject/' ],
    [ 'Gio', 'https://docs.gtk.org/gio/' ],
    [ 'Json', 'https://gnome.pages.gitlab.gnome.org/json-glib/' ],
    [ 'Gdk', 'https://docs.gtk.org/gdk4/' ],
    [ 'Gsk', 'https://docs.gtk.org/gsk4/' ],
    [ 'Gtk', 'https://docs.gtk.org/gtk4/' ],
    [ 'Pango', 'https://docs.gtk.org/Pango/' ],
    [ 'PangoCairo', 'https://docs.gtk.org/PangoCairo/' ],
    [ 'GdkPixbuf', 'https://docs.gtk.org/gdk-pixbuf/' ],
    [ 'Graphene', 'https://ebassi.github.io/graphene/docs/' ],
    [ 'HarfBuzz', 'https://harfbuzz.github.io/' ],
    [ 'cairo', 'https://www.cairographics.org/manual/' ],
]
