"""Turns the front ends' Phrase("English", "French") pairs into catalog entries and keyed phrases.

Usage: phrases_convert.py OUTDIR FILE... — rewrites FILEs in place, writes OUTDIR/entries.json
(key, comment, english, french, placeholders) and OUTDIR/manual.txt (sites left for a person).
"""
import json, re, sys, pathlib
sys.path.insert(0, str(pathlib.Path(__file__).parent))
from phrases_scan import scan

NBSP = '\u00a0'
SPACE_EXPRS = {'space', 'Phrase.space', 'Self.space'}

def prefix_for(path):
    p = pathlib.Path(path)
    front = {'KadoCLI': 'cli', 'KadoWeb': 'web', 'KadoApp': 'app', 'KadoSync': 'sync'}[p.parts[1]]
    stem = p.stem
    m = re.match(r'Phrases?\+(.+)', stem)
    name = m.group(1) if m else stem
    if stem in ('Phrase', 'Phrases'):
        name = 'phrase'
    lead = re.match(r'[A-Z]+(?=[A-Z][a-z]|$)', name)
    if lead:
        name = lead.group(0).lower() + name[lead.end():]
    else:
        name = name[0].lower() + name[1:]
    return front + '.' + name

def enclosing_name(src, pos):
    decls = list(re.finditer(r'(?:static\s+|private\s+|fileprivate\s+)*(?:let|var|func)\s+(\w+)', src[:pos]))
    name = decls[-1].group(1) if decls else 'text'
    start = decls[-1].start() if decls else 0
    cases = list(re.finditer(r'case\s+\.?(\w+)', src[start:pos]))
    if cases:
        name += '.' + cases[-1].group(1)
    return name, start

def help_key(path, src, s):
    stem = pathlib.Path(path).stem
    command = re.sub(r'Command$', '', re.sub(r'\W', '', stem))
    command = command[0].lower() + command[1:]
    before = src[:s['start']]
    label = re.search(r'(\w+):\s*$', before)
    label = label.group(1) if label else 'text'
    after = src[s['end']:]
    var = re.match(r'[^;{}]*?\)\s*(?:public\s+|private\s+)?var\s+(\w+)', after, re.S)
    wrapper = re.search(r'@(Option|Argument|Flag)\((?:(?!@).)*$', before, re.S)
    name = label
    if wrapper and var:
        name = var.group(1) + '.' + label
    else:
        decls = list(re.finditer(r'(?:static\s+|private\s+)*(?:let|var|func)\s+(\w+)', before))
        if decls and label in ('text',):
            name = decls[-1].group(1)
    return f'cli.help.{command}.{name}', s['start']

def doc_comment(src, decl_start):
    lines = src[:decl_start].rstrip('\n').split('\n')
    out = []
    while lines and lines[-1].strip().startswith('///'):
        out.insert(0, lines.pop().strip()[3:].strip())
    return ' '.join(out)

def placeholder_name(expr):
    e = expr.strip()
    if re.fullmatch(r'[A-Za-z_]\w*', e):
        return e
    m = re.fullmatch(r'(?:[A-Za-z_]\w*\.)+([A-Za-z_]\w*)', e)
    if m:
        last = m.group(1)
        return last if last not in ('description', 'uuidString', 'rawValue', 'count', 'path', 'name') else \
            re.sub(r'\W', '', e.split('.')[-2]) + last[0].upper() + last[1:]
    m = re.match(r'(?:[\w.]+\.)?(\w+)\(', e)
    if m:
        return m.group(1)
    return 'value'

def po_text(parts, names, french):
    out = []
    for kind, v in parts:
        if kind == 'lit':
            out.append(v.replace('{', '{{').replace('}', '}}'))
        elif v in SPACE_EXPRS:
            out.append(NBSP)
        else:
            out.append('{' + names[v] + '}')
    return ''.join(out)

def convert(paths, outdir):
    entries = []; manual = []; used_keys = set()
    for path in paths:
        src = pathlib.Path(path).read_text()
        sites = scan(path)
        pieces = []; last = 0
        for s in sites:
            if s['kind'] != 'ok':
                line = src[:s['pos']].count('\n') + 1
                manual.append(f'{path}:{line}: {s["kind"]}')
                continue
            if s['type'] == 'HelpText':
                key, decl_start = help_key(path, src, s)
            else:
                name, decl_start = enclosing_name(src, s['start'])
                key = prefix_for(path) + '.' + name
            base = key; n = 2
            while key in used_keys:
                key = f'{base}.{n}'; n += 1
            used_keys.add(key)
            exprs = []
            for kind, v in s['en'] + s['fr']:
                if kind == 'expr' and v not in SPACE_EXPRS and v not in exprs:
                    exprs.append(v)
            names = {}; taken = set()
            for e in exprs:
                nm = placeholder_name(e); base_nm = nm; k = 2
                while nm in taken:
                    nm = f'{base_nm}{k}'; k += 1
                taken.add(nm); names[e] = nm
            en_exprs = {v for k, v in s['en'] if k == 'expr'}
            fr_exprs = {v for k, v in s['fr'] if k == 'expr' and v not in SPACE_EXPRS}
            english = po_text(s['en'], names, False)
            french = po_text(s['fr'], names, True)
            line = src[:s['start']].count('\n') + 1
            if en_exprs - SPACE_EXPRS != fr_exprs:
                manual.append(f'{path}:{line}: {key}: placeholders differ: {sorted(en_exprs ^ fr_exprs)}')
                used_keys.discard(key); continue
            wordy = [e for e in exprs if '"' in e or re.search(r'\b(english|french|language|Language)\b', e)]
            if wordy:
                manual.append(f'{path}:{line}: {key}: words in placeholders: {wordy}')
                used_keys.discard(key); continue
            comment = doc_comment(src, decl_start)
            entries.append(dict(key=key, comment=comment, english=english, french=french,
                                placeholders={names[e]: e for e in exprs}, file=path, line=line))
            if exprs:
                args = ', '.join(f'"{names[e]}": {e}' for e in exprs)
                call = f'{s["type"]}("{key}", [{args}])'
            else:
                call = f'{s["type"]}("{key}")'
            pieces.append(src[last:s['start']]); pieces.append(call); last = s['end']
        pieces.append(src[last:])
        pathlib.Path(path).write_text(''.join(pieces))
    out = pathlib.Path(outdir); out.mkdir(parents=True, exist_ok=True)
    (out / 'entries.json').write_text(json.dumps(entries, ensure_ascii=False, indent=1))
    (out / 'manual.txt').write_text('\n'.join(manual) + '\n')
    print(len(entries), 'entries,', len(manual), 'manual')

if __name__ == '__main__':
    convert(sys.argv[2:], sys.argv[1])
