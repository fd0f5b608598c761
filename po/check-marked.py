#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# Fails when a string a person reads is not marked for translation.
#
# In C sources, every string literal that reads as prose (two words or
# more, of two letters or more but for one between: "expected a list"),
# and every literal handed to a function that shows or reports
# text (labels, tooltips, menus, window titles, accessible names, GErrors),
# must sit inside a gettext macro (_, N_, C_, NC_, ngettext...). Literals
# given to logging, assertions, preconditions, signal, property, action
# and CSS names are not read by people and are left alone. A literal that
# reads as prose and still must stay as it is (a file format's text, for
# one) carries the comment "Not translated:" and the reason, on its line
# or on the line above.
#
# In GtkBuilder files, every label, title, tooltip, placeholder, menu
# label and accessible name or description must say translatable="yes".
#
# Every C and GtkBuilder file of the libraries and programs must be listed
# in po/POTFILES.
#
# Usage: check-marked.py SOURCE-ROOT

import glob
import re
import sys
import xml.etree.ElementTree as ET

GETTEXT = {'_', 'N_', 'C_', 'NC_', 'Q_', 'ngettext', 'g_dngettext',
           'g_dgettext', 'g_dpgettext', 'g_dpgettext2', 'dgettext',
           'gettext', 'dngettext'}

# Calls whose string arguments are never read by a person.
IGNORED = re.compile(r'''^(
    g_return_if_fail | g_return_val_if_fail | g_return_if_reached |
    g_return_val_if_reached | g_critical | g_warning | g_debug | g_message |
    g_info | g_error | g_log | g_log_structured | g_printerr | g_print |
    g_assert\w* | g_test\w* | g_warn_if_fail | g_warn_message |
    g_source_set_\w+ | g_task_set_source_tag | g_task_set_name |
    g_signal_\w+ | g_object_(?!new$|set$)\w+ | g_param_spec_\w+ | g_type_\w+ |
    g_str_equal | g_strcmp0 | strcmp | g_str_has_prefix | g_str_has_suffix |
    g_quark_\w+ | g_intern_\w+ | g_variant_\w+ | g_settings_\w+ |
    g_file_\w+ | g_getenv | g_setenv | g_build_filename | g_key_file_\w+ |
    json_\w+ | gtk_widget_class_\w+ | gtk_widget_add_css_class |
    gtk_widget_remove_css_class | gtk_widget_has_css_class |
    gtk_widget_set_css_classes | gtk_widget_action_set_enabled |
    gtk_widget_activate_action\w* | gtk_widget_insert_action_group |
    gtk_actionable_\w+ | gtk_css_provider_\w+ | gtk_builder_\w+ |
    gtk_shortcut_\w+ | gtk_named_action_new | gtk_icon_theme_\w+ |
    gtk_image_new_from_icon_name | gtk_image_set_from_icon_name |
    gtk_button_new_from_icon_name | gtk_button_set_icon_name |
    gtk_widget_set_name | gtk_stack_add_named | gtk_stack_set_visible_child_name |
    gtk_application_set_accels_for_action | g_action_map_\w+ |
    g_simple_action_\w+ | g_menu_item_set_attribute\w* |
    g_resources_\w+ | g_resource_\w+ | gst_\w+ | g_content_type_\w+ |
    gdk_content_formats_\w+ | gdk_rgba_parse | g_regex_\w+ | g_strsplit |
    g_ascii_\w+ | g_date_time_format |
    sscanf | printf | fprintf | g_fprintf | strstr | strchr | g_strstr_len
)$''', re.X)

# Calls whose string arguments a person reads.
SHOWN = re.compile(r'''^(
    g_set_error | g_set_error_literal | g_task_return_new_error |
    g_prefix_error | g_error_new | g_error_new_literal |
    gtk_label_new | gtk_label_new_with_mnemonic | gtk_label_set_text |
    gtk_label_set_label | gtk_label_set_markup |
    gtk_label_set_text_with_mnemonic | gtk_label_set_markup_with_mnemonic |
    gtk_button_new_with_label | gtk_button_new_with_mnemonic |
    gtk_button_set_label | gtk_check_button_new_with_label |
    gtk_check_button_new_with_mnemonic | gtk_check_button_set_label |
    gtk_toggle_button_new_with_label | gtk_toggle_button_new_with_mnemonic |
    gtk_widget_set_tooltip_text | gtk_widget_set_tooltip_markup |
    gtk_window_set_title | gtk_entry_set_placeholder_text |
    gtk_text_set_placeholder_text | gtk_search_entry_set_placeholder_text |
    g_menu_append | g_menu_prepend | g_menu_insert | g_menu_item_new |
    g_menu_append_section | g_menu_append_submenu | g_menu_item_set_label |
    gtk_file_chooser_native_new | gtk_file_dialog_set_title |
    gtk_file_filter_set_name | gtk_message_dialog_new |
    gtk_alert_dialog_new | gtk_about_dialog_set_comments |
    gtk_frame_new | gtk_expander_new | gtk_notebook_set_tab_label_text |
    gtk_accessible_update_property | gtk_accessible_update_relation |
    g_application_add_main_option | g_notification_new |
    g_notification_set_body | flow_history_begin | flow_history_set_label |
    menu_with | set_static_tooltip
)$''', re.X)

FOLDERS = ['flow', 'flow-gtk', 'demo', 'gst']

PROSE = re.compile(r'[A-Za-z]{2,}(?:[ ,.:;!?]+[A-Za-z])?[ ,.:;!?]+[A-Za-z]{2,}'
                   r'|^_?[A-Z][a-z]+$')
TOKEN = re.compile(r'''
    (?P<comment>/\*.*?\*/|//[^\n]*)
  | (?P<pre>^[ \t]*\#(?:[^\n]*\\\n)*[^\n]*)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<char>'(?:[^'\\\n]|\\.)*')
  | (?P<ident>[A-Za-z_]\w*)
  | (?P<open>[(\[{])
  | (?P<close>[)\]}])
  | (?P<other>[^\s])
''', re.X | re.S | re.M)


def check_c (path, text):
    problems = []
    stack = []          # enclosing brackets: the identifier before each '('
    last_ident = None
    waived = set ()
    pending = None      # a run of adjacent literals: (line, text)

    def flush ():
        nonlocal pending
        if pending is None:
            return
        line, literal = pending
        pending = None
        calls = [c for c in stack if c is not None]
        if any (c in GETTEXT for c in calls):
            return
        if calls and IGNORED.match (calls[-1]):
            return
        shown = bool (calls) and SHOWN.match (calls[-1])
        # “Delete %u Nodes” reads as prose once the number is left out.
        words = re.sub (r' +', ' ', re.sub (r'%[-+ #0-9.*lhzjtL]*[a-zA-Z]', '', literal))
        if not shown and not PROSE.search (words):
            return
        # Format directives alone, and names made for programs: actions
        # ("win.open"), signals ("notify::title"), paths, MIME types.
        if not re.search (r'[A-Za-z]', re.sub (r'%[-+ #0-9.*lhzjtL]*[a-zA-Z]',
                                                '', literal)):
            return
        if re.fullmatch (r'\.[\w-]+(?:, \.[\w-]+)*', literal):
            return
        if re.fullmatch (r'/?[a-z0-9_]+(?:[-.:/;=+][a-z0-9_]*)+', literal,
                         re.I) and not re.search (r'[A-Z]', literal[:1]):
            return
        if line in waived or line - 1 in waived:
            return
        problems.append ('%s:%d: not marked for translation: "%s"'
                         % (path, line, literal))

    for m in TOKEN.finditer (text):
        kind = m.lastgroup
        line = text.count ('\n', 0, m.start ()) + 1
        if kind == 'string':
            body = m.group ()[1:-1]
            if pending is None:
                pending = (line, body)
            else:
                pending = (pending[0], pending[1] + body)
            continue
        if kind == 'comment':
            if 'Not translated:' in m.group ():
                end = line + m.group ().count ('\n')
                waived.update (range (line, end + 1))
            continue
        flush ()
        if kind == 'pre':
            continue
        if kind == 'ident':
            last_ident = m.group ()
            continue
        if kind == 'open':
            stack.append (last_ident if m.group () == '(' else None)
        elif kind == 'close':
            if stack:
                stack.pop ()
        last_ident = None
    flush ()
    return problems


SHOWN_PROPERTIES = {'label', 'title', 'tooltip-text', 'tooltip-markup',
                    'placeholder-text', 'text', 'subtitle', 'accelerator-label'
                    }
SHOWN_ACCESSIBLE = {'label', 'description', 'placeholder', 'role-description'}


def check_ui (path, text):
    problems = []
    root = ET.fromstring (text)
    for parent in root.iter ():
        for node in parent:
            name = node.get ('name')
            shown = ((node.tag == 'property' and parent.tag == 'accessibility'
                      and name in SHOWN_ACCESSIBLE)
                     or (node.tag == 'property' and parent.tag != 'accessibility'
                         and name in SHOWN_PROPERTIES)
                     or (node.tag == 'attribute' and name == 'label')
                     or (node.tag == 'item' and parent.tag == 'items'))
            if not shown or not re.search (r'[A-Za-z]', node.text or ''):
                continue
            if node.get ('translatable') != 'yes':
                problems.append ('%s: <%s name="%s"> not translatable: "%s"'
                                 % (path, node.tag, name, node.text))
    return problems


def main ():
    root = sys.argv[1]
    with open (root + '/po/POTFILES', encoding='utf-8') as f:
        listed = [l.strip () for l in f if l.strip () and not l.startswith ('#')]
    problems = []

    # Every source of the libraries and programs is in POTFILES, so that
    # its strings reach the translators and this check.
    for folder in FOLDERS:
        for path in sorted (glob.glob (folder + '/*.c', root_dir=root)
                            + glob.glob (folder + '/**/*.ui', root_dir=root,
                                         recursive=True)):
            if path not in listed:
                problems.append ('%s: not listed in po/POTFILES' % path)

    for path in listed:
        with open (root + '/' + path, encoding='utf-8') as f:
            text = f.read ()
        if path.endswith ('.ui'):
            problems += check_ui (path, text)
        else:
            problems += check_c (path, text)
    for problem in problems:
        print (problem)
    print ('%d problems in %d files' % (len (problems), len (listed)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit (main ())
