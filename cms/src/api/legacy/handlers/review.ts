import {
  archiveStatusSchema,
  itemCodesSchema,
  itemTypesSchema,
  operatorStatusSchema,
  supervisorStatusSchema,
  violationCountSchema,
  type Variant,
} from '@lcmdp/contract';
import type { ItemKind } from '../../../domain/list-plan';
import { defaultLevel, levelRefusal, mayActAt } from '../../../domain/review-chain';
import { requireStaff } from '../../../http/actor';
import { parse, refused } from '../../../http/failure';
import { changeStatus, chooseCatalogueEntries, setArchived, setViolationCount } from '../../../services/review';
import { bodyOf, type Handler } from './types';

/** update_supervisor_status_* / update_operator_status_*: a decision at one level of the chain. */
export const decide =
  (kind: ItemKind, variant: Variant, level: 'supervisor' | 'operator'): Handler =>
  async (ctx) => {
    const { actor } = requireStaff(ctx);
    const input = parse(level === 'supervisor' ? supervisorStatusSchema : operatorStatusSchema, bodyOf(ctx));
    const result = await changeStatus(
      { kind, documentId: input._id, variant, level, status: input.status, note: input.note },
      actor,
    );
    return { success: true, status: result.status, changed: result.changed };
  };

/** update_status / update_status_report*: archive or restore an item (`archived` / `no_archive`). */
export const archive =
  (kind: ItemKind, variant?: Variant): Handler =>
  async (ctx) => {
    const { actor } = requireStaff(ctx);
    const input = parse(archiveStatusSchema, bodyOf(ctx));
    const result = await setArchived(kind, input._id, input.status === 'archived', actor, variant);
    return { success: true, status: input.status, changed: result.changed };
  };

/** update_violation* : the number of violations of an item. */
export const violationCount =
  (kind: ItemKind, variant?: Variant): Handler =>
  async (ctx) => {
    const { actor } = requireStaff(ctx);
    const input = parse(violationCountSchema, bodyOf(ctx));
    await setViolationCount(kind, input._id, input.violation, actor, variant);
    return { success: true, violation: input.violation };
  };

/** update_violation_code_* / update_violation_type_*: the codes or types chosen for an item at a level. */
export const chooseEntries =
  (which: 'codes' | 'types', kind: ItemKind, variant: Variant): Handler =>
  async (ctx) => {
    const { actor } = requireStaff(ctx);
    const input = which === 'codes' ? parse(itemCodesSchema, bodyOf(ctx)) : parse(itemTypesSchema, bodyOf(ctx));
    const level = input.route ?? defaultLevel(actor.role);
    if (!mayActAt(actor.role, level)) throw refused(levelRefusal(actor.role, level), 403);
    const refs = 'names' in input ? input.names : input.violations.map((v) => (typeof v === 'string' ? v : String(v._id)));
    const chosen = await chooseCatalogueEntries(which, { kind, documentId: input._id, variant, level, refs }, actor);
    return { success: true, [which]: chosen };
  };
