import type { Handler } from '../src/http/handler';
import { availableModels, modelView } from '../src/models/registry';

const listModels: Handler<'listModels'> = async ({ app }) => ({
  status: 200,
  body: { object: 'list', data: availableModels(app.registry).map(modelView) },
});
export default listModels;
