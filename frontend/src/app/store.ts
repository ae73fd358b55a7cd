import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';

/** A fresh store per call, so each test gets its own cache. */
export function createStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
