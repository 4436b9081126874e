// The engine. Its contents arrive with the engine issue.
