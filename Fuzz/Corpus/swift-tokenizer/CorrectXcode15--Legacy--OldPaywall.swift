struct OldPlan { let price = "$2.99" }
let key = "appl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg"
let owner = Purchases.shared
