// The worker's entry point (`npm start -w @mercato/worker`, the worker container's command).
// The worker is the API's own code started with another composition root (WorkerModule: job
// consumers, outbox relay, health port; no HTTP routes), so both always ship the same build
// of the domain, the mail templates and the migrations. Build it with `nx run @mercato/api:build`.
import '../../api/dist/worker.js';
