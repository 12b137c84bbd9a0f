print("subkit")
