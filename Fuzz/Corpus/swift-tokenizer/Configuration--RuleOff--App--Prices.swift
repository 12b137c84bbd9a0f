let price = "$9.99"
