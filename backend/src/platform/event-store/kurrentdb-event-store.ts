// placeholder replaced by the KurrentDB adapter
export class KurrentDbEventStore { static connect(_url: string): never { throw new Error('KurrentDB adapter not built yet'); } }
