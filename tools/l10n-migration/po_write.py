"""Writes PO entries: po_entry(key, comment, english, translation or None, placeholders)."""
import re

def po_quote(text, width=76):
    esc = text.replace('\\', '\\\\').replace('"', '\\"').replace('\t', '\\t')
    lines = esc.split('\n')
    chunks = []
    for i, line in enumerate(lines):
        piece = line + ('\\n' if i < len(lines) - 1 else '')
        # wrap at spaces
        while len(piece) > width:
            cut = piece.rfind(' ', 0, width)
            if cut <= 0:
                break
            chunks.append(piece[:cut + 1]); piece = piece[cut + 1:]
        if piece or not chunks:
            chunks.append(piece)
    if len(chunks) == 1:
        return '"' + chunks[0] + '"'
    return '""\n' + '\n'.join('"' + c + '"' for c in chunks)

def po_entry(key, comment, english, translation, placeholders, source=None):
    out = []
    if comment:
        for line in re.findall(r'.{1,76}(?:\s|$)', comment):
            out.append('#. ' + line.strip())
    if placeholders:
        out.append('#. ' + ', '.join(f'{{{k}}}: {v}' for k, v in placeholders.items()))
    if source:
        out.append('#: ' + source)
    if '{' in english:
        out.append('#, python-brace-format')
    out.append('msgctxt ' + po_quote(key))
    out.append('msgid ' + po_quote(english))
    out.append('msgstr ' + po_quote(translation if translation is not None else ''))
    return '\n'.join(out) + '\n'
