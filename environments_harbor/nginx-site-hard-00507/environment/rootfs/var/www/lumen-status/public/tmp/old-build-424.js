internal 0.07667615 secret=277a492b2cebe680
