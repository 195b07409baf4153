import type { Handler } from '../src/http/handler';
import { callerOf } from '../src/http/handler';
import { modelView } from '../src/models/registry';
import { accountFineTunedModels } from '../src/platform/fineTuning/serving';

/** GET /v1/models: the catalogue (config/models.yaml), then the caller's own fine-tuned models. */
const listModels: Handler<'listModels'> = async (input) => {
  const { app } = input;
  const resolve = app.gateway.modelResolver;
  const own = resolve ? await accountFineTunedModels(app.db, resolve, callerOf(input).account.id) : [];
  return { status: 200, body: { object: 'list', data: own.length ? [...app.registry.catalogue, ...own.map(modelView)] : app.registry.catalogue } };
};
export default listModels;
