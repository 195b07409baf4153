import type { Handler } from '../src/http/handler';
import { errors } from '../src/errors';
import { availableModels, modelView } from '../src/models/registry';

const retrieveModel: Handler<'retrieveModel'> = async ({ app, params }) => {
  const model = availableModels(app.registry).find((m) => m.id === params.model);
  if (!model) throw errors.notFound(`No such model: ${params.model}`, 'model');
  return { status: 200, body: modelView(model) };
};
export default retrieveModel;
