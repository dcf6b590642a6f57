/** The token of an `Authorization: Bearer ...` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}
