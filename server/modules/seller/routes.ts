import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  SELLER_MESSAGES,
  sellerApplicationFormFields,
  sellerApplicationResponse,
  sellerSubmitResponse,
} from '../../../contract/seller.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import { acceptSellerForms, readSellerForm, type Upload } from './form.ts';
import type { SellerService } from './service.ts';

const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as Upload).bytes);

/** A file of the form, as readSellerForm hands it on (multipart only). */
const upload = (message: string) =>
  z
    .custom<Upload>(isUpload, { error: message })
    .meta({ type: 'string', format: 'binary', description: 'A file (multipart only)' });

const sellerRegisterBody = sellerApplicationFormFields.extend({
  storelogo: upload(SELLER_MESSAGES.storeLogoRequired),
  license: upload(SELLER_MESSAGES.licenseWrongType).optional(),
  images: z.array(upload(SELLER_MESSAGES.imagesNotImage)).default([]),
  passbookImage: z.array(upload(SELLER_MESSAGES.passbookNotImage)).default([]),
});

const tags = ['seller'];

export const sellerRoutes =
  (sellers: SellerService): FastifyPluginAsync =>
  async (app) => {
    // Applications stored before account numbers were encrypted are encrypted once the app is ready.
    // A database that is away at start only delays it to the next start; the shop still opens.
    app.addHook('onReady', async () => {
      try {
        const encrypted = await sellers.encryptLegacyAccountNumbers();
        if (encrypted > 0) app.log.info({ encrypted }, 'encrypted stored bank account numbers');
      } catch (error) {
        app.log.warn(
          { err: error },
          'could not encrypt stored bank account numbers; will try at the next start',
        );
      }
    });
    await acceptSellerForms(app);

    route(
      app,
      'sellerRegister',
      {
        tags,
        summary: 'Apply to sell (multipart/form-data): the three steps of the Become a Seller form',
        description:
          'Text fields as in the form, bankDetails as a JSON string {bankName, accountNumber, ' +
          'accountHolderName, ifscCode}. Files, judged by their bytes: storelogo (one JPEG/PNG/WebP ' +
          'image, ≤ 2 MB, required), license (one PDF/DOC/DOCX, ≤ 5 MB), images (≤ 5 images, 2 MB each), ' +
          'passbookImage (≤ 2 images, 2 MB each). One application under review per shopper.',
        consumes: ['multipart/form-data'],
        body: sellerRegisterBody,
        answer: sellerSubmitResponse,
        errors: [409, 413, 415],
        // Runs after the sign-in guard, so strangers cannot make it parse files.
        preValidation: readSellerForm,
      },
      async (request) => ({
        message: SELLER_MESSAGES.submitted,
        application: await sellers.submit(authOf(request).userId, request.body),
      }),
    );

    route(
      app,
      'sellerApplication',
      {
        tags,
        summary: "The signed-in shopper's latest seller application and its status (null when none)",
        answer: sellerApplicationResponse,
      },
      async (request) => ({ application: await sellers.latest(authOf(request).userId) }),
    );
  };
