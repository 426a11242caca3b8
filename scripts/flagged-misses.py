#!/usr/bin/env python3
"""What the misses of flagged documents are, by cause.

Reads the output of `trellis fidelity --verbose --mismatches DIR` (one file per corpus) and,
for every document counted apart (Xcode flagged a view misplaced/ambiguous, or its stored frames
contradict its own required constraints), sorts each missed element into the first of:

  misplaced      the element or an ancestor is marked misplaced="YES": Xcode knows its frame
                 is stale (the view and its subtree are left as they are)
  ambiguous      the element or an ancestor is marked ambiguous="YES": its constraints do not
                 decide its frame, Xcode stored one of many
  contradiction  the element is an item of a required constraint the check names
  follows        its nearest framed ancestor, or an element it is constrained to, missed too
                 (the miss is a consequence of that one)
  own            none of these: a miss of its own, listed by project and element kind
A second line counts each consequence under the first miss of its chain it follows from.

Usage: scripts/flagged-misses.py [--list] FIDELITY_OUTPUT...
"""
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict

DOC = re.compile(r'^(\d+)/(\d+)\s+(\(.*\))?\s*(/\S+)$')
MISS = re.compile(r'^\s+(\w+) (\S+): stored \(([^)]*)\), solved \(([^)]*)\)')
ID = re.compile(r'[\w]{3}-[\w]{2}-[\w]{3}')


def documents(path):
    """(path, flag text, [(kind, id, stored, solved)]) per document of a fidelity output."""
    current = None
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        m = DOC.match(line)
        if m:
            if current:
                yield current
            current = (m[4], m[3] or '', [])
            continue
        m = MISS.match(line)
        if m and current:
            stored = [float(x) for x in m[3].split(',')]
            solved = [float(x) for x in m[4].split(',')]
            current[2].append((m[1], m[2], stored, solved))
    if current:
        yield current


def classify(path, flag, misses):
    """[(category, kind, id, changed dimensions)] for the misses of one flagged document."""
    root = ET.parse(path).getroot()
    parent = {child: p for p in root.iter() for child in p}
    by_id = {e.get('id'): e for e in root.iter() if e.get('id')}

    def marked(e, attribute):
        while e is not None:
            if e.get(attribute) == 'YES':
                return True
            e = parent.get(e)
        return False

    named = set(ID.findall(flag)) if 'contradict' in flag else set()
    contradiction_items = set()
    constraints = []
    for c in root.iter('constraint'):
        owner = parent.get(parent.get(c))
        owner_id = owner.get('id') if owner is not None else None
        first, second = c.get('firstItem') or owner_id, c.get('secondItem')
        constraints.append((first, second))
        if c.get('id') in named:
            contradiction_items.update(x for x in (first, second) if x)
    missed = {m[1] for m in misses}

    def follows(e):
        """The id of the missed element this miss follows from, or None."""
        p = parent.get(e)
        while p is not None and p.find('rect') is None:
            p = parent.get(p)
        if p is not None and p.get('id') in missed:
            return p.get('id')
        i = e.get('id')
        for first, second in constraints:
            if i in (first, second):
                other = second if first == i else first
                if other and other != i and other in missed and (p is None or other != p.get('id')):
                    return other
        return None

    direct, source = {}, {}
    for kind, ident, stored, solved in misses:
        e = by_id.get(ident)
        if e is not None and marked(e, 'misplaced'):
            direct[ident] = 'misplaced'
        elif e is not None and marked(e, 'ambiguous'):
            direct[ident] = 'ambiguous'
        elif ident in contradiction_items:
            direct[ident] = 'contradiction'
        elif e is not None and follows(e):
            direct[ident] = 'follows'
            source[ident] = follows(e)
        else:
            direct[ident] = 'own'

    def root_cause(ident):
        seen = set()
        while direct.get(ident) == 'follows' and ident not in seen:
            seen.add(ident)
            ident = source[ident]
        return direct.get(ident) if direct.get(ident) != 'follows' else 'own'

    out = []
    for kind, ident, stored, solved in misses:
        dims = ''.join(k for k, a, b in zip('xywh', stored, solved) if abs(a - b) > 1) or '-'
        out.append((direct[ident], root_cause(ident), kind, ident, dims))
    return out


def main(argv):
    listing = '--list' in argv
    paths = [a for a in argv if a != '--list']
    if not paths:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    for path in paths:
        totals, traced, own = Counter(), Counter(), defaultdict(Counter)
        for doc, flag, misses in documents(path):
            if 'flagged' not in flag or not misses:
                continue
            try:
                rows = classify(doc, flag, misses)
            except (ET.ParseError, OSError) as error:
                print(f'{doc}: {error}', file=sys.stderr)
                continue
            name = doc.rsplit('/', 1)[-1]
            project = '__'.join(name.split('__')[:2])
            for category, cause, kind, ident, dims in rows:
                totals[category] += 1
                traced[cause] += 1
                if category == 'own':
                    own[project][(kind, dims)] += 1
                if listing:
                    print(f'{category:13s} {cause:13s} {kind} {ident} ({dims})  {name}')
        print(f'{path}: {sum(totals.values())} missed elements in flagged documents: ' +
              ', '.join(f'{k} {totals[k]}' for k in ('misplaced', 'ambiguous', 'contradiction', 'follows', 'own')))
        print('  with each consequence counted under the miss it follows: ' +
              ', '.join(f'{k} {traced[k]}' for k in ('misplaced', 'ambiguous', 'contradiction', 'own')))
        for project, kinds in sorted(own.items(), key=lambda kv: -sum(kv[1].values())):
            print(f'  own {sum(kinds.values()):3d}  {project}: ' +
                  ', '.join(f'{k} {d} {n}' for (k, d), n in kinds.most_common()))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
