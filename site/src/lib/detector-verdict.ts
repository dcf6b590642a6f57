/**
 * What the detector found, as the check endpoints pass it through (the OpenAPI document leaves its shape open:
 * "the detector's verdict, passed through as it answers"). Reads the likely shapes — `{status, data}` of the
 * legacy platform and the detector's finding fields (`aiSuspected`, `aiFindings` of the contract) — and
 * never fails on an unexpected one.
 */
export interface DetectorFinding {
  label: string;
  excerpt: string | null;
  codes: string[];
}

export interface DetectorVerdict {
  /** The status the detector gave, e.g. `suspected_violation` or `non_violation`; null when it gave none. */
  status: string | null;
  /** Whether it suspects a violation; null when the answer does not say. */
  suspected: boolean | null;
  findings: DetectorFinding[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

const SUSPECTED_STATUSES = ['suspected_violation', 'violation', 'suspected violation', 'suspected'];
const CLEAR_STATUSES = ['non_violation', 'non violation', 'nonviolation', 'clean', 'no_violation'];

function finding(value: unknown): DetectorFinding | null {
  if (typeof value === 'string') return value.trim() ? { label: value.trim(), excerpt: null, codes: [] } : null;
  if (!isObj(value)) return null;
  const label =
    str(value.term) ?? str(value.label) ?? str(value.name) ?? str(value.rule) ?? str(value.message) ?? str(value.code);
  if (!label) return null;
  const codes = Array.isArray(value.codes) ? value.codes.filter((c): c is string => typeof c === 'string') : [];
  return { label, excerpt: str(value.excerpt) ?? str(value.text), codes };
}

function findingsOf(source: Obj): unknown[] | null {
  for (const key of ['findings', 'aiFindings', 'ai_findings', 'violations', 'matches']) {
    if (Array.isArray(source[key])) return source[key] as unknown[];
  }
  return null;
}

export function toDetectorVerdict(payload: unknown): DetectorVerdict {
  const top = isObj(payload) ? payload : {};
  const data = isObj(top.data) ? top.data : {};
  const layers = [data, top];

  let status: string | null = null;
  for (const layer of layers) {
    // The envelope's "success" says the call worked, not what was found.
    const s = str(layer.status) ?? str(layer.verdict) ?? str(layer.lcmdp_status);
    if (s && s.toLowerCase() !== 'success') {
      status = s;
      break;
    }
  }

  let suspected: boolean | null = null;
  for (const layer of layers) {
    for (const key of ['suspected', 'aiSuspected', 'ai_suspected', 'isViolation', 'violation']) {
      if (typeof layer[key] === 'boolean') {
        suspected = layer[key] as boolean;
        break;
      }
    }
    if (suspected !== null) break;
  }
  if (suspected === null && status) {
    const s = status.toLowerCase();
    if (SUSPECTED_STATUSES.includes(s)) suspected = true;
    else if (CLEAR_STATUSES.includes(s)) suspected = false;
  }

  const raw = findingsOf(data) ?? findingsOf(top) ?? (Array.isArray(top.data) ? (top.data as unknown[]) : []);
  const findings = raw.map(finding).filter((f): f is DetectorFinding => f !== null);
  if (suspected === null && findings.length) suspected = true;
  return { status, suspected, findings };
}
