/**
 * Every failure leaves in the envelope with a real status. Expected failures are ApiFailures;
 * the framework's own 4xx errors (bad JSON, wrong content type, body too large, bad URL) are
 * mapped to the contract's codes; anything else is logged and answered 500 without details.
 */
import type { ErrorCode } from '@drawkit/contract';
import { ERROR_CODES } from '@drawkit/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiFailure } from './ApiFailure';
import { failureBody } from './envelope';

function frameworkCode(error: FastifyError): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    default:
      return 'bad_request';
  }
}

export function sendFailure(reply: FastifyReply, status: number, code: ErrorCode, message?: string): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(failureBody([{ message: message ?? ERROR_CODES[code].message, code, level: 'error' }]));
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isApiFailure(error)) {
    return reply.code(error.status).type('application/json; charset=utf-8').send(failureBody(error.messages));
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = frameworkCode(fastifyError as FastifyError);
    const message = code === 'bad_request' ? 'The request could not be read.' : ERROR_CODES[code].message;
    return sendFailure(reply, status, code, message);
  }
  request.log.error({ err: error }, 'Unhandled error');
  return sendFailure(reply, 500, 'internal_error');
}

export function registerErrorHandling(server: FastifyInstance): void {
  server.setErrorHandler((error, request, reply) => handleError(error, request, reply));
  server.setNotFoundHandler((_request, reply) => sendFailure(reply, 404, 'not_found'));
}
