"""Scans Swift sources for Phrase(...) calls with two string-literal arguments."""
import re, sys, pathlib, json

def read_string(src, i):
    """Parses a Swift string literal starting at src[i] ('"' or '#"' or '\"\"\"'). Returns (parts, end)
    where parts is a list of ('lit', text) and ('expr', code)."""
    hashes = 0
    while src[i] == '#':
        hashes += 1; i += 1
    assert src[i] == '"'
    multiline = src.startswith('"""', i)
    if multiline:
        i += 3
        close = '"""' + '#' * hashes
    else:
        i += 1
        close = '"' + '#' * hashes
    esc = '\\' + '#' * hashes
    parts = []; buf = []
    while True:
        if src.startswith(close, i):
            i += len(close); break
        if src.startswith(esc, i):
            j = i + len(esc)
            c = src[j]
            if c == '(':
                # interpolation: find matching paren, respecting nested strings
                depth = 1; k = j + 1; start = k
                while depth:
                    ch = src[k]
                    if ch == '"' or (ch == '#' and src[k+1] in '#"'):
                        _, k = read_string(src, k); continue
                    if ch == '(': depth += 1
                    elif ch == ')': depth -= 1
                    k += 1
                if buf: parts.append(('lit', ''.join(buf))); buf = []
                parts.append(('expr', src[start:k-1].strip()))
                i = k; continue
            mapping = {'n': '\n', 't': '\t', '"': '"', '\\': '\\', "'": "'", '0': '\0'}
            if c in mapping:
                buf.append(mapping[c]); i = j + 1; continue
            if c == 'u':
                m = re.match(r'u\{([0-9a-fA-F]+)\}', src[j:])
                buf.append(chr(int(m.group(1), 16))); i = j + m.end(); continue
            if c == '\n' and multiline:
                i = j + 1; continue
            raise ValueError('escape %r' % src[i:i+10])
        buf.append(src[i]); i += 1
    if buf: parts.append(('lit', ''.join(buf)))
    if multiline:
        # strip indentation: leave as is (rare)
        pass
    return parts, i

def skip_ws(src, i):
    while True:
        while i < len(src) and src[i] in ' \t\n\r': i += 1
        if src.startswith('//', i):
            i = src.index('\n', i)
            continue
        return i

def read_concat(src, i):
    """A string expression: literal (+ literal)*. Returns (parts, end) or (None, i)."""
    i = skip_ws(src, i)
    if not (src[i] == '"' or (src[i] == '#' and src[i+1] in '#"')):
        return None, i
    parts, i = read_string(src, i)
    while True:
        j = skip_ws(src, i)
        if src[j] == '+':
            k = skip_ws(src, j + 1)
            if src[k] == '"' or (src[k] == '#' and src[k+1] in '#"'):
                more, i = read_string(src, k)
                parts += more
                continue
        return parts, i

def scan(path):
    src = pathlib.Path(path).read_text()
    out = []
    for m in re.finditer(r'\b(Phrase|HelpText)\(', src):
        i = m.end()
        helptext = m.group(1) == 'HelpText'
        a, i2 = read_concat(src, i)
        if a is None:
            out.append(dict(file=path, pos=m.start(), kind='nonliteral')); continue
        j = skip_ws(src, i2)
        if src[j] != ',':
            out.append(dict(file=path, pos=m.start(), kind='onearg')); continue
        j += 1
        if helptext:
            j = skip_ws(src, j)
            if not src.startswith('french:', j):
                out.append(dict(file=path, pos=m.start(), kind='nolabel')); continue
            j += len('french:')
        b, i3 = read_concat(src, j)
        if b is None:
            out.append(dict(file=path, pos=m.start(), kind='nonliteral2')); continue
        k = skip_ws(src, i3)
        if src[k] != ')':
            out.append(dict(file=path, pos=m.start(), kind='extra')); continue
        out.append(dict(file=path, start=m.start(), end=k + 1, en=a, fr=b, kind='ok', type=m.group(1)))
    return out

if __name__ == '__main__':
    res = []
    for p in sys.argv[1:]:
        res += scan(p)
    from collections import Counter
    print(Counter(r['kind'] for r in res))
    exprs = Counter()
    for r in res:
        if r['kind'] == 'ok':
            for k, v in r['en'] + r['fr']:
                if k == 'expr': exprs[v] += 1
    print(len(exprs)); print(exprs.most_common(60))
    for r in res:
        if r['kind'] != 'ok': print(r)

def braces(paths):
    n = 0
    for p in paths:
        for r in scan(p):
            if r['kind'] != 'ok': continue
            for k, v in r['en'] + r['fr']:
                if k == 'lit' and ('{' in v or '}' in v):
                    n += 1; print(p, repr(v[:80]))
    print(n)
