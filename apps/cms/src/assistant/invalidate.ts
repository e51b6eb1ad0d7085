import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload';
import { afterCommit } from '../lib/after-commit';
import { forgetAssistantModels } from './model-cache';

/*
 * What the assistant's models are built from (its intents, its global, the offers' and
 * subsidiaries' names) changed: the models are dropped once the change is committed, so the next
 * question rebuilds them from what is now stored, without a restart. Dropped at commit, not
 * before: a question in between would rebuild from the old rows and keep them.
 */

export const forgetModelsAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  void afterCommit(req, forgetAssistantModels);
  return doc;
};

export const forgetModelsAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  void afterCommit(req, forgetAssistantModels);
  return doc;
};

export const forgetModelsAfterGlobalChange: GlobalAfterChangeHook = ({ doc, req }) => {
  void afterCommit(req, forgetAssistantModels);
  return doc;
};
