import { ApiRequestError } from '../../lib/api.ts';

/**
 * Which of the spec's two texts a failed read shows (accounts §8): `refused` when the server answered
 * and said no, `noAnswer` when no answer came (the network) or it could not be read.
 */
export function loadFailureMessage(error: unknown, refused: string, noAnswer: string): string {
  if (!(error instanceof ApiRequestError)) return noAnswer;
  return error.body.success === false || error.status !== 500 ? refused : noAnswer;
}
