/**
 * One XML parser configuration for the arXiv feeds. Namespace prefixes are
 * dropped because the two Atom shapes bind `opensearch:`/`arxiv:` in different
 * places; values stay strings because ids such as 0704.0001 must not become numbers.
 */
import { XMLParser } from 'fast-xml-parser';

export type XmlNode = Record<string, unknown>;

const ALWAYS_ARRAYS = new Set(['entry', 'author', 'category', 'link', 'record', 'error', 'setSpec']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ALWAYS_ARRAYS.has(name),
});

export function parseXml(xml: string): XmlNode {
  return parser.parse(xml) as XmlNode;
}

/** The text of an element whether the parser gave a string or `{#text, @_attr}`. */
export function textOf(node: unknown): string | null {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && '#text' in node) return String((node as XmlNode)['#text']);
  return null;
}

export function attrOf(node: unknown, name: string): string | null {
  if (node && typeof node === 'object') {
    const v = (node as XmlNode)[`@_${name}`];
    return v === undefined ? null : String(v);
  }
  return null;
}

export function arrayOf(node: unknown): unknown[] {
  if (node === undefined || node === null || node === '') return [];
  return Array.isArray(node) ? node : [node];
}

export function intOf(node: unknown): number | null {
  const t = textOf(node);
  if (t === null || !/^\s*\d+\s*$/.test(t)) return null;
  return Number(t);
}
