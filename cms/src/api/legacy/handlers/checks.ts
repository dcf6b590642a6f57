import { LIMITS, checkTextSchema, checkUrlSchema, type CheckRouteAnswer, type Variant } from '@lcmdp/contract';
import { callerOf } from '../../../http/actor';
import { badRequest, parse } from '../../../http/failure';
import { checkImages, checkUrl } from '../../../services/detector-client';
import { keepPageCheck } from '../../../services/page-checks';
import { filesOf, vetFiles } from '../../../services/uploads';
import { bodyOf, filesOfRequest, type Handler } from './types';

/** api/check-violation-laos-text-imgs*: asks the detector what it finds in images (and optional text). */
export const checkTextImages =
  (variant: Variant): Handler =>
  async (ctx): Promise<CheckRouteAnswer> => {
    const { text } = parse(checkTextSchema, bodyOf(ctx));
    const images = await vetFiles('images', 'image', filesOf(filesOfRequest(ctx).images), LIMITS.imagesPerReportMax);
    if (!images.length && !text) throw badRequest('Invalid input', { images: 'Attach at least one image or send text' });
    return checkImages(variant, images, text);
  };

/** api/check-violation-laos-user-check-url*: asks the detector to capture and check a page address.
 *  Staff checks are kept as detections of origin `check` (the answer's `detection`); a public check only answers. */
export const checkPage =
  (variant: Variant): Handler =>
  async (ctx): Promise<CheckRouteAnswer> => {
    const input = parse(checkUrlSchema, bodyOf(ctx));
    const staff = callerOf(ctx).kind === 'staff';
    const answer = await checkUrl(variant, input.url, input.desc, staff);
    if (!staff) return answer;
    return { ...answer, detection: await keepPageCheck(variant, input, answer) };
  };
