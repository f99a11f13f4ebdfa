import type { FastifyPluginAsync } from 'fastify';
import {
  adminArticleBody,
  adminArticleDeletedResponse,
  adminArticleListResponse,
  adminArticleParams,
  adminArticlePatchBody,
  adminArticleResponse,
  ADMIN_CONTENT_MESSAGES as M,
} from '../../../../contract/admin-content.ts';
import { route } from '../../../lib/route.ts';
import { actorOf } from '../../staff/index.ts';
import type { ArticleDesk } from './article-desk-service.ts';

// The console's articles (/api/admin/articles*), shown to shoppers at /referral/{id}.

const tags = ['console: content'];

export const articleDeskRoutes =
  (desk: ArticleDesk): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminArticles',
      {
        tags,
        summary: 'Every article, newest first, with the home page’s offer cards that open it',
        answer: adminArticleListResponse,
      },
      async () => ({ articles: await desk.list() }),
    );

    route(
      app,
      'adminArticleCreate',
      {
        tags,
        summary: 'Create an article (title, text whose lines are its paragraphs, picture)',
        body: adminArticleBody,
        answer: adminArticleResponse,
        status: 201,
      },
      async (request) => ({
        message: M.articleCreated,
        article: await desk.create(actorOf(request), request.body),
      }),
    );

    route(
      app,
      'adminArticleUpdate',
      {
        tags,
        summary: 'Change an article; /referral/{id} shows the change on the next request',
        params: adminArticleParams,
        body: adminArticlePatchBody,
        answer: adminArticleResponse,
        errors: [404],
      },
      async (request) => ({
        message: M.articleSaved,
        article: await desk.update(actorOf(request), request.params.id, request.body),
      }),
    );

    route(
      app,
      'adminArticleDelete',
      {
        tags,
        summary: 'Delete an article',
        description: 'An article a home offer card opens is not deleted (409, naming the card).',
        params: adminArticleParams,
        answer: adminArticleDeletedResponse,
        errors: [404, 409],
      },
      async (request) => {
        await desk.remove(actorOf(request), request.params.id);
        return { message: M.articleDeleted };
      },
    );
  };
