print("Benchmarks: not built yet")
