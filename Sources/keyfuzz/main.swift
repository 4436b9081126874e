print("keyfuzz: not built yet")
