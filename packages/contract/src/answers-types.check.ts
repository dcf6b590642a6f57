/**
 * Type-level test: each answer schema of answers.ts infers exactly its interface of wire.ts (both ways, key by key),
 * so a field added, removed or retyped on one side and not the other fails `npm run typecheck`. Nothing runs.
 */
import type { z } from 'zod';
import type {
  analysisBucketSchema,
  analysisResponseSchema,
  itemPageSchema,
  lawFileSchema,
  lawFilesSchema,
  variantLawSchema,
  localizedNameSchema,
  loginResponseSchema,
  pageSchemaOf,
  statusResponseSchema,
  wireActorSchema,
  wireDataOptionSchema,
  wireDetectionSchema,
  wireImageSchema,
  wireReportSchema,
  wireReviewEventSchema,
  wireReviewFieldsSchema,
  wireUserSchema,
  wireViolationCodeSchema,
  wireViolationTypeSchema,
} from './answers';
import type {
  AnalysisBucket,
  AnalysisResponse,
  LocalizedName,
  LoginResponse,
  Page,
  StatusResponse,
  WireActor,
  WireDataOption,
  WireDetection,
  WireImage,
  WireLawFile,
  WireLawFiles,
  WireVariantLaw,
  WireReport,
  WireReviewEvent,
  WireReviewFields,
  WireUser,
  WireViolationCode,
  WireViolationType,
} from './wire';

/** True only when A and B are the same type (the compiler's identity check, not mere assignability). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Structural sameness, deep: mutually assignable and the same keys at every level. */
type Flat<T> = T extends (infer E)[] ? Flat<E>[] : T extends object ? { [K in keyof T]: Flat<T[K]> } : T;
type Equal<A, B> = Same<Flat<A>, Flat<B>>;
const same = <A, B>(proof: Equal<A, B>): Equal<A, B> => proof;

export const ANSWER_TYPES_MATCH = [
  same<z.infer<typeof localizedNameSchema>, LocalizedName>(true),
  same<z.infer<typeof wireImageSchema>, WireImage>(true),
  same<z.infer<typeof wireActorSchema>, WireActor>(true),
  same<z.infer<typeof wireViolationCodeSchema>, WireViolationCode>(true),
  same<z.infer<typeof wireViolationTypeSchema>, WireViolationType>(true),
  same<z.infer<typeof wireReviewFieldsSchema>, WireReviewFields>(true),
  same<z.infer<typeof wireDetectionSchema>, WireDetection>(true),
  same<z.infer<typeof wireReportSchema>, WireReport>(true),
  same<z.infer<typeof itemPageSchema>, Page<WireDetection | WireReport>>(true),
  same<z.infer<ReturnType<typeof pageSchemaOf<typeof wireDetectionSchema>>>, Page<WireDetection>>(true),
  same<z.infer<typeof wireUserSchema>, WireUser>(true),
  same<z.infer<typeof loginResponseSchema>, LoginResponse>(true),
  same<z.infer<typeof wireDataOptionSchema>, WireDataOption>(true),
  same<z.infer<typeof wireReviewEventSchema>, WireReviewEvent>(true),
  same<z.infer<typeof statusResponseSchema>, StatusResponse>(true),
  same<z.infer<typeof analysisBucketSchema>, AnalysisBucket>(true),
  same<z.infer<typeof analysisResponseSchema>, AnalysisResponse>(true),
  same<z.infer<typeof lawFileSchema>, WireLawFile>(true),
  same<z.infer<typeof variantLawSchema>, WireVariantLaw>(true),
  same<z.infer<typeof lawFilesSchema>, WireLawFiles>(true),
];
