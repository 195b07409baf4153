import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { errors } from '../src/errors';
import { availableModels, modelView } from '../src/models/registry';

/** GET /v1/models/{model}: a catalogue model, or one of the caller's fine-tuned models (another account's is 404). */
const retrieveModel: Handler<'retrieveModel'> = async (input) => {
  const { app, params } = input;
  const model = availableModels(app.registry).find((m) => m.id === params.model)
    ?? (await app.gateway.modelResolver?.(callerOf(input).account.id, params.model)) ?? null;
  if (!model) throw errors.notFound(`No such model: ${params.model}`, 'model');
  return { status: 200, body: modelView(model) };
};
export default retrieveModel;
