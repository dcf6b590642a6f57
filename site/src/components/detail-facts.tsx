import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** A label/value table (bordered Descriptions: the labels are header cells). Empty values are left out. */
export function DetailFacts({ facts, column = 1 }: { facts: Fact[]; column?: number }) {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: column, lg: column, xl: column, xxl: column }}
      items={shown.map((f) => ({ key: f.key, label: f.label, children: f.value }))}
    />
  );
}
