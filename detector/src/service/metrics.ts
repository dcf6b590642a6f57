/** The service's counters, written in the Prometheus text format for `GET /metrics`. */
type Labels = Record<string, string>;

const labelText = (labels: Labels) => {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`).join(',')}}`;
};

interface Family {
  type: 'counter' | 'gauge';
  help: string;
  labelled: boolean;
  values: Map<string, { labels: Labels; value: number }>;
}

export class Metrics {
  private readonly families = new Map<string, Family>();

  constructor() {
    this.define('detector_up', 'gauge', 'Whether the detector service is up (1).');
    this.define('detector_checks_total', 'counter', 'Checks answered, by kind (images, url) and outcome.', true);
    this.define('detector_pages_captured_total', 'counter', 'Pages captured with Chromium.');
    this.define('detector_images_ocr_total', 'counter', 'Images read with OCR.');
    this.define('detector_ocr_seconds_total', 'counter', 'Seconds spent in OCR.');
    this.define('detector_errors_total', 'counter', 'Requests that ended in an error, by route and HTTP status.', true);
    // The 24/7 watcher (src/watch).
    this.define('detector_sources', 'gauge', 'Monitored sources the watcher knows of.');
    this.define('detector_source_runs_total', 'counter', 'Source visits, by outcome (ok, failed).', true);
    this.define('detector_items_classified_total', 'counter', 'Items judged, by outcome (suspected, not_suspected).', true);
    this.define(
      'detector_findings_total',
      'counter',
      'Findings by what the CMS answered (stored, duplicate, seen_again, rejected).',
      true,
    );
    this.define('detector_outbox_length', 'gauge', 'Findings waiting in the outbox for the CMS.');
    this.define(
      'detector_watch_errors_total',
      'counter',
      'Watcher errors, by stage (sources, library, source, item, post).',
      true,
    );
    this.set('detector_up', 1);
  }

  private define(name: string, type: Family['type'], help: string, labelled = false) {
    this.families.set(name, { type, help, labelled, values: new Map() });
  }

  private family(name: string): Family {
    const family = this.families.get(name);
    if (!family) throw new Error(`unknown metric ${name}`);
    return family;
  }

  inc(name: string, labels: Labels = {}, by = 1): void {
    const family = this.family(name);
    const key = labelText(labels);
    const entry = family.values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    family.values.set(key, entry);
  }

  set(name: string, value: number, labels: Labels = {}): void {
    this.family(name).values.set(labelText(labels), { labels, value });
  }

  render(): string {
    const lines: string[] = [];
    for (const [name, family] of this.families) {
      lines.push(`# HELP ${name} ${family.help}`, `# TYPE ${name} ${family.type}`);
      // A counter without labels shows from the start, at 0; labelled ones once they have counted.
      if (family.values.size === 0 && !family.labelled) lines.push(`${name} 0`);
      for (const [key, { value }] of family.values) lines.push(`${name}${key} ${Number(value.toFixed(3))}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
