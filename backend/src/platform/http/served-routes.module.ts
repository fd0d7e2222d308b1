/** What the platform knows of the requests it serves: the route table with its OpenAPI document, and per-route timings. */
import { Global, Module } from '@nestjs/common';
import { RouteTimings } from '../logging/route-timings.js';
import { ServedRoutes } from './served-routes.js';

@Global()
@Module({ providers: [ServedRoutes, RouteTimings], exports: [ServedRoutes, RouteTimings] })
export class ServedRoutesModule {}
