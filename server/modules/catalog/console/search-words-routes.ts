import type { FastifyPluginAsync } from 'fastify';
import {
  SEARCH_WORDS_MESSAGES as M,
  synonymGroupBody,
  synonymGroupDeletedResponse,
  synonymGroupListQuery,
  synonymGroupListResponse,
  synonymGroupParams,
  synonymGroupResponse,
} from '../../../../contract/search.ts';
import { route } from '../../../lib/route.ts';
import { actorOf } from '../../staff/index.ts';
import type { SearchWordsDesk } from './search-words-service.ts';

// The console's search words (/api/admin/search-words*): groups of phrases a search treats as one.

const tags = ['console: search words'];
const phrasesNote =
  'Phrases are lower-cased; 2 to 12 different phrases of 1 to 40 letters (any script), digits, ' +
  'spaces or hyphens. A phrase another group holds is refused with 409, naming that group.';

export const searchWordsRoutes =
  (desk: SearchWordsDesk): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminSearchWords',
      {
        tags,
        summary: 'The search-word groups, by first phrase; `search` keeps groups with a phrase containing it',
        querystring: synonymGroupListQuery,
        answer: synonymGroupListResponse,
      },
      async (request) => desk.list(request.query.search),
    );

    route(
      app,
      'adminSearchWordsCreate',
      {
        tags,
        summary: 'Add a group of phrases that mean the same; searches use it at once',
        description: phrasesNote,
        body: synonymGroupBody,
        answer: synonymGroupResponse,
        status: 201,
        errors: [409],
      },
      async (request) => ({
        message: M.created,
        group: await desk.create(actorOf(request), request.body.phrases),
      }),
    );

    route(
      app,
      'adminSearchWordsUpdate',
      {
        tags,
        summary: 'Replace a group’s phrases',
        description: phrasesNote,
        params: synonymGroupParams,
        body: synonymGroupBody,
        answer: synonymGroupResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: M.saved,
        group: await desk.update(actorOf(request), request.params.id, request.body.phrases),
      }),
    );

    route(
      app,
      'adminSearchWordsDelete',
      {
        tags,
        summary: 'Delete a group: its phrases are searched as plain words again',
        params: synonymGroupParams,
        answer: synonymGroupDeletedResponse,
        errors: [404],
      },
      async (request) => {
        await desk.remove(actorOf(request), request.params.id);
        return { message: M.deleted };
      },
    );
  };
