import Color from 'colorjs.io';
import { SaxesParser } from 'saxes';
import { toHex } from './colorMath';

// The colours of an SVG design file read from its own text (README "Colour extraction"): a vector
// file names its inks exactly, so it is not rasterised (rasterising would blur edges into colours
// the file never names, and would run librsvg on uploaded files). The file is parsed by a real XML
// parser (saxes, also jsdom's), then the painted elements are walked with the SVG cascade:
// - paints: the `fill` and `stroke` presentation attributes, `style="fill:…"` declarations and the
//   file's own `<style>` sheet (simple type, class and id selectors: what Illustrator and Inkscape
//   write), inherited down the tree as SVG inherits them; a shape with no fill anywhere is black
//   (SVG's initial fill), as it prints;
// - colour syntax: everything CSS accepts (hex #abc/#aabbcc with or without alpha, rgb()/rgba() in
//   numbers or percent, hsl(), named colours), parsed by colorjs.io; alpha is ignored unless zero;
// - `none`, `transparent`, a zero opacity or stroke width paint nothing; `currentColor` is the
//   element's `color` when the file sets one, else nothing (the file does not say which colour);
// - `url(#id)` is followed: a gradient gives its stops' `stop-color` (through `href` chains), a
//   pattern the colours of its content; a missing reference gives its fallback colour if any;
// - definitions (`defs`, `symbol`, `clipPath`, `mask`, `marker`, …) are not painted unless a
//   `<use>` or a `url()` paints them; a mask or clip path is a shape, not an ink;
// - each colour is weighted by the number of painted elements that use it, largest first.

export interface SvgColor {
  hex: string;
  /** Painted elements using the colour (a fill and a stroke of one element count once each). */
  uses: number;
}

interface SvgNode {
  /** Local name (an `svg:` prefix is dropped). */
  name: string;
  attrs: Record<string, string>;
  children: SvgNode[];
  /** Characters directly inside: a text element paints only when it holds some. */
  hasText: boolean;
  /** The text of a `<style>` element. */
  css: string;
}

/** Elements whose content is drawn only when something refers to it. */
const NOT_RENDERED = new Set([
  'defs',
  'symbol',
  'clipPath',
  'mask',
  'marker',
  'pattern',
  'linearGradient',
  'radialGradient',
  'filter',
  'style',
  'script',
  'title',
  'desc',
  'metadata',
  'foreignObject',
]);
const SHAPES = new Set(['rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path']);
const TEXTS = new Set(['text', 'tspan', 'textPath']);
/** Properties the walk reads; the inherited ones pass from parent to child. */
const INHERITED = ['fill', 'stroke', 'color', 'fill-opacity', 'stroke-opacity', 'stroke-width', 'visibility'] as const;
const OWN = ['stop-color', 'stop-opacity', 'opacity', 'display'] as const;
const PROPERTIES = new Set<string>([...INHERITED, ...OWN]);
type Style = Record<string, string>;
const INITIAL: Style = { fill: 'black', stroke: 'none', visibility: 'visible', 'stop-color': 'black' };

/** Limits against hostile files: `<use>` chains that multiply the work, entities that multiply the text. */
const MAX_USE_DEPTH = 16;
/** Elements visited, `<use>` copies included: a 1 MB file has some 15,000; a `<use>` chain of groups reaches billions. */
const MAX_VISITED = 250_000;
const MAX_ENTITY_LENGTH = 1_000;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The element tree of an SVG document; throws on a file that is not well-formed XML. */
function parseSvg(text: string): SvgNode {
  const parser = new SaxesParser({ position: false });
  const root: SvgNode = { name: '#document', attrs: {}, children: [], hasText: false, css: '' };
  const stack: SvgNode[] = [root];
  parser.on('doctype', (doctype) => {
    // Illustrator declares entities for its namespace URIs (`xmlns:x="&ns_extend;"`): short values, taken as text.
    for (const m of doctype.matchAll(/<!ENTITY\s+([\w.-]+)\s+(["'])([^"']*)\2\s*>/g))
      if (m[3].length <= MAX_ENTITY_LENGTH) parser.ENTITIES[m[1]] = m[3];
  });
  parser.on('opentag', (tag) => {
    const node: SvgNode = {
      name: localName(tag.name),
      attrs: tag.attributes as Record<string, string>,
      children: [],
      hasText: false,
      css: '',
    };
    stack[stack.length - 1].children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const onText = (text: string) => {
    const node = stack[stack.length - 1];
    if (node.name === 'style') node.css += text;
    else if (!node.hasText && /\S/.test(text)) node.hasText = true;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(text).close();
  const svg = root.children[0];
  if (!svg || svg.name !== 'svg') throw new Error('Not an SVG file.');
  return svg;
}

/** `fill: red; stroke:#000` -> the declarations the walk reads (`!important` dropped). */
function declarations(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    if (PROPERTIES.has(property))
      out.push([
        property,
        part
          .slice(colon + 1)
          .replace(/!\s*important\s*$/i, '')
          .trim(),
      ]);
  }
  return out;
}

interface Rule {
  tag: string | null;
  id: string | null;
  classes: string[];
  /** ids·10⁶ + classes·10³ + types, then the rule's order. */
  rank: number;
  declarations: [string, string][];
}

const SIMPLE_SELECTOR = /^([A-Za-z][\w-]*|\*)?((?:[.#][\w-]+)*)$/;

/** The rules of the file's `<style>` sheets whose selectors are a type, classes or an id (others are skipped). */
function styleRules(css: string): Rule[] {
  const rules: Rule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let order = 0;
  for (const m of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const decls = declarations(m[2]);
    if (!decls.length) continue;
    for (const raw of m[1].split(',')) {
      const selector = raw.trim();
      const parts = SIMPLE_SELECTOR.exec(selector);
      if (!selector || !parts) continue;
      const tag = parts[1] && parts[1] !== '*' ? parts[1] : null;
      const ids = [...parts[2].matchAll(/#([\w-]+)/g)].map((x) => x[1]);
      const classes = [...parts[2].matchAll(/\.([\w-]+)/g)].map((x) => x[1]);
      if (ids.length > 1) continue;
      rules.push({
        tag,
        id: ids[0] ?? null,
        classes,
        rank: (ids.length * 1e6 + classes.length * 1e3 + (tag ? 1 : 0)) * 1e4 + order++,
        declarations: decls,
      });
    }
  }
  return rules.sort((a, b) => a.rank - b.rank);
}

/** The colour of a CSS colour value, or null for none / invalid / fully transparent. */
const parsedColors = new Map<string, string | null>();
export function cssColor(value: string): string | null {
  const key = value.trim().toLowerCase();
  const known = parsedColors.get(key);
  if (known !== undefined) return known;
  let hex: string | null = null;
  if (key && key !== 'none' && key !== 'transparent') {
    try {
      const color = new Color(key);
      const [r, g, b] = color.to('srgb').coords.map((c) => Math.round(Math.min(1, Math.max(0, c ?? 0)) * 255));
      hex = color.alpha === 0 ? null : toHex(r, g, b);
    } catch {
      // Not a colour (a typo, `inherit` left over, a paint server keyword): it paints nothing.
    }
  }
  if (parsedColors.size < 10_000) parsedColors.set(key, hex);
  return hex;
}

const URL_PAINT = /^url\(\s*['"]?#([^'")\s]+)['"]?\s*\)\s*(.*)$/i;
const hrefOf = (node: SvgNode) => {
  const href = node.attrs.href ?? node.attrs['xlink:href'] ?? '';
  return href.startsWith('#') ? href.slice(1) : null;
};

/** The colours of an SVG file's own text (rules above), most used first; throws on a file that is not SVG. */
export function svgColors(data: Buffer | string): SvgColor[] {
  // A byte order mark is not text before the root element.
  const svg = parseSvg((typeof data === 'string' ? data : data.toString('utf8')).replace(/^\uFEFF/, ''));
  const byId = new Map<string, SvgNode>();
  let css = '';
  const index = (node: SvgNode) => {
    if (node.attrs.id && !byId.has(node.attrs.id)) byId.set(node.attrs.id, node);
    if (node.name === 'style') css += `${node.css}\n`;
    for (const child of node.children) index(child);
  };
  index(svg);
  const rules = styleRules(css);

  /** The element's computed style: presentation attributes < sheet rules (by specificity) < style attribute; inherited from `parent`. */
  const computed = (node: SvgNode, parent: Style): Style => {
    const style: Style = {};
    for (const property of INHERITED) style[property] = parent[property] ?? INITIAL[property];
    for (const property of OWN) style[property] = INITIAL[property];
    const set = (property: string, value: string) => {
      style[property] = value === 'inherit' ? (parent[property] ?? INITIAL[property]) : value;
    };
    for (const [name, value] of Object.entries(node.attrs)) if (PROPERTIES.has(name)) set(name, value.trim());
    if (rules.length) {
      const classes = node.attrs.class ? node.attrs.class.trim().split(/\s+/) : [];
      for (const rule of rules)
        if (
          (!rule.tag || rule.tag === node.name) &&
          (!rule.id || rule.id === node.attrs.id) &&
          rule.classes.every((c) => classes.includes(c))
        )
          for (const [property, value] of rule.declarations) set(property, value);
    }
    if (node.attrs.style) for (const [property, value] of declarations(node.attrs.style)) set(property, value);
    return style;
  };

  const uses = new Map<string, number>();
  let visited = 0;
  const paintServerColors = new Map<string, string[]>();

  /** A paint value's colours: a colour, a gradient's stops, a pattern's content, or none. */
  const paintColors = (value: string, style: Style, depth: number): string[] => {
    const paint = value.trim();
    const ref = URL_PAINT.exec(paint);
    if (ref) {
      const server = byId.get(ref[1]);
      if (!server) return ref[2] ? paintColors(ref[2], style, depth) : [];
      return serverColors(server, depth);
    }
    if (paint.toLowerCase() === 'currentcolor') {
      const current = style.color;
      return current && current.toLowerCase() !== 'currentcolor' ? paintColors(current, style, depth) : [];
    }
    const hex = cssColor(paint);
    return hex ? [hex] : [];
  };

  /** The colours of a gradient (its stops, or those of the gradient its `href` names) or a pattern (its content). */
  const serverColors = (server: SvgNode, depth: number): string[] => {
    const id = server.attrs.id;
    const cached = paintServerColors.get(id);
    if (cached) return cached;
    paintServerColors.set(id, []); // a reference loop ends here
    const found = new Set<string>();
    if (server.name === 'linearGradient' || server.name === 'radialGradient') {
      let gradient: SvgNode | undefined = server;
      const seen = new Set<SvgNode>();
      while (gradient && !seen.has(gradient)) {
        seen.add(gradient);
        const stops = gradient.children.filter((c) => c.name === 'stop');
        if (stops.length) {
          for (const stop of stops) {
            const style = computed(stop, computed(gradient, {}));
            if (Number.parseFloat(style['stop-opacity'] ?? '1') === 0) continue;
            for (const hex of paintColors(style['stop-color'], style, depth)) found.add(hex);
          }
          break;
        }
        const next = hrefOf(gradient);
        gradient = next ? byId.get(next) : undefined;
      }
    } else if (server.name === 'pattern' && depth < MAX_USE_DEPTH) {
      const inner = new Map<string, number>();
      for (const child of server.children) walk(child, computed(server, {}), depth + 1, inner);
      for (const hex of inner.keys()) found.add(hex);
    }
    const colors = [...found];
    paintServerColors.set(id, colors);
    return colors;
  };

  const count = (into: Map<string, number>, colors: string[]) => {
    for (const hex of new Set(colors)) into.set(hex, (into.get(hex) ?? 0) + 1);
  };

  /** Paints `node` and its rendered content with `parent`'s inherited style, counting colours into `into`. */
  const walk = (node: SvgNode, parent: Style, depth: number, into: Map<string, number>): void => {
    if (NOT_RENDERED.has(node.name)) return;
    if (++visited > MAX_VISITED) throw new Error('This SVG file draws too many elements to read.');
    const style = computed(node, parent);
    if (style.display === 'none' || Number.parseFloat(style.opacity ?? '1') === 0) return;
    const paints = SHAPES.has(node.name) || (TEXTS.has(node.name) && node.hasText);
    if (paints && style.visibility !== 'hidden' && style.visibility !== 'collapse') {
      // A line has no inside to fill.
      if (node.name !== 'line' && Number.parseFloat(style['fill-opacity'] ?? '1') !== 0) count(into, paintColors(style.fill, style, depth));
      if (Number.parseFloat(style['stroke-opacity'] ?? '1') !== 0 && Number.parseFloat(style['stroke-width'] ?? '1') !== 0)
        count(into, paintColors(style.stroke, style, depth));
    }
    if (node.name === 'use') {
      const target = hrefOf(node);
      const used = target ? byId.get(target) : undefined;
      if (used && depth < MAX_USE_DEPTH) {
        // A used symbol draws its content; any other element draws itself.
        if (used.name === 'symbol') for (const child of used.children) walk(child, computed(used, style), depth + 1, into);
        else walk(used, style, depth + 1, into);
      }
      return;
    }
    for (const child of node.children) walk(child, style, depth, into);
  };

  walk(svg, {}, 0, uses);
  // Map order is first use: a tie keeps the colour met first in the file.
  return [...uses].map(([hex, n]) => ({ hex, uses: n })).sort((a, b) => b.uses - a.uses);
}
