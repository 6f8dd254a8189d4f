internal 0.71033689 secret=918e42df1284fbab
